import {
  BookOpen,
  Building2,
  CalendarCheck,
  CalendarClock,
  FileText,
  GraduationCap,
  Landmark,
  LayoutDashboard,
  LogOut,
  ReceiptText,
  Server,
  ShieldCheck,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/use-logout';

const items: {
  to: string;
  end: boolean;
  label:
    | 'dashboard'
    | 'courses'
    | 'students'
    | 'companies'
    | 'invoices'
    | 'quotes'
    | 'bookings'
    | 'promoCodes'
    | 'sessions'
    | 'instructors'
    | 'reconciliation'
    | 'privacy'
    | 'system';
  icon: LucideIcon;
}[] = [
  { to: paths.admin.root, end: true, label: 'dashboard', icon: LayoutDashboard },
  { to: paths.admin.courses, end: false, label: 'courses', icon: BookOpen },
  { to: paths.admin.students, end: false, label: 'students', icon: Users },
  { to: paths.admin.companies, end: false, label: 'companies', icon: Building2 },
  { to: paths.admin.invoices, end: false, label: 'invoices', icon: ReceiptText },
  { to: paths.admin.quotes, end: false, label: 'quotes', icon: FileText },
  { to: paths.admin.bookings, end: false, label: 'bookings', icon: CalendarCheck },
  { to: paths.admin.promoCodes, end: false, label: 'promoCodes', icon: TicketPercent },
  { to: paths.admin.sessions, end: false, label: 'sessions', icon: CalendarClock },
  { to: paths.admin.instructors, end: false, label: 'instructors', icon: GraduationCap },
  { to: paths.admin.reconciliation, end: false, label: 'reconciliation', icon: Landmark },
  { to: paths.admin.privacy, end: false, label: 'privacy', icon: ShieldCheck },
  { to: paths.admin.system, end: false, label: 'system', icon: Server },
];

interface AdminSidebarProps {
  id: string;
  collapsed: boolean;
}

const itemClass = (collapsed: boolean) =>
  `flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors ${
    collapsed ? 'justify-center' : ''
  }`;

/** The admin side bar: full labels when expanded, icons only when collapsed. */
export function AdminSidebar({ id, collapsed }: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  const logout = useLogout();

  return (
    <aside
      id={id}
      className={`on-dark shrink-0 bg-slate-800 text-slate-200 transition-[width] ${collapsed ? 'w-16' : 'w-60'}`}
    >
      <nav aria-label={t('layout.sidebar')} className="sticky top-14 flex flex-col gap-1 p-2">
        <ul className="space-y-1">
          {items.map(({ to, end, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                title={collapsed ? t(`layout.nav.${label}`) : undefined}
                className={({ isActive }) =>
                  `${itemClass(collapsed)} ${isActive ? 'bg-brand-600 text-white' : 'hover:bg-white/10 hover:text-white'}`
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={collapsed ? 'sr-only' : ''}>{t(`layout.nav.${label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          title={collapsed ? t('layout.nav.logout') : undefined}
          className={`${itemClass(collapsed)} mt-4 border-t border-white/10 pt-2 hover:bg-white/10 hover:text-white`}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : ''}>{t('layout.nav.logout')}</span>
        </button>
      </nav>
    </aside>
  );
}
