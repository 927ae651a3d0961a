/** A heart with a pulse line, a first-aid kit and a bandage: decorative. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 340" aria-hidden="true" focusable="false" className={className}>
      <circle cx="200" cy="170" r="150" fill="#FBE3E7" />
      <circle cx="320" cy="70" r="26" fill="#F5C2CB" />
      <circle cx="70" cy="270" r="18" fill="#EEEAE4" />
      <path
        d="M200 282c-6 0-12-2-16-6C124 226 84 190 84 140c0-36 28-64 62-64 22 0 42 11 54 29 12-18 32-29 54-29 34 0 62 28 62 64 0 50-40 86-100 136-4 4-10 6-16 6z"
        fill="#C8102E"
      />
      <path
        d="M98 168h52l14-30 20 62 18-48 12 16h88"
        fill="none"
        stroke="#fff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(268 214) rotate(-8)">
        <rect width="104" height="78" rx="12" fill="#0F172A" />
        <rect
          x="34"
          y="-14"
          width="36"
          height="18"
          rx="6"
          fill="none"
          stroke="#0F172A"
          strokeWidth="8"
        />
        <path d="M44 20h16v14h14v16H60v14H44V50H30V34h14z" fill="#fff" />
      </g>
      <g transform="translate(34 70) rotate(-35)">
        <rect width="92" height="30" rx="15" fill="#F7F5F2" stroke="#CBD5E1" strokeWidth="3" />
        <rect x="32" y="3" width="28" height="24" rx="4" fill="#EEEAE4" />
        <circle cx="40" cy="11" r="2" fill="#94A3B8" />
        <circle cx="52" cy="11" r="2" fill="#94A3B8" />
        <circle cx="40" cy="20" r="2" fill="#94A3B8" />
        <circle cx="52" cy="20" r="2" fill="#94A3B8" />
      </g>
    </svg>
  );
}
