import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Container } from '@/components/ui/Container';
import { MobileAccount } from './MobileAccount';
import { mainNavItems } from './nav-items';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onEscape: () => void;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-lg px-3 py-3 text-base font-semibold hover:bg-white/10 ${
    isActive ? 'bg-white/10 text-white' : 'text-slate-200'
  }`;
}

/** The navigation of small screens, shown under the header when the menu button is pressed. */
export function MobileMenu({ id, open, onEscape }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      aria-label={t('menu.label')}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
      className="border-t border-white/10 bg-slate-900 lg:hidden"
    >
      <Container className="py-3">
        <ul className="space-y-1">
          {mainNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <MobileAccount linkClass={linkClass} />
      </Container>
    </nav>
  );
}
