import { UserRound } from 'lucide-react';
import { useState } from 'react';

interface UserAvatarProps {
  src: string;
  className?: string;
}

/** The user's picture, decorative (the name is always next to it), or a default icon. */
export function UserAvatar({ src, className = 'size-8' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(src)}
        className={`${className} shrink-0 rounded-full bg-white/15 object-cover`}
      />
    );
  }
  return (
    <span
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-white/15 text-white`}
    >
      <UserRound aria-hidden="true" className="size-5" />
    </span>
  );
}
