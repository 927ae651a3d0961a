import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { isAvatarUrl } from '../profile-schema';

interface AvatarPreviewProps {
  url: string;
  label: string;
}

/** The avatar as the header will show it: round, or a default icon without a usable URL. */
export function AvatarPreview({ url, label }: AvatarPreviewProps) {
  const [broken, setBroken] = useState('');
  const src = url.trim();
  const usable = src !== '' && isAvatarUrl(src) && src !== broken;
  return (
    <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-strong ring-2 ring-white shadow">
      {usable ? (
        <img
          src={src}
          alt={label}
          onError={() => setBroken(src)}
          className="size-full object-cover"
        />
      ) : (
        <UserRound role="img" aria-label={label} className="size-10 text-slate-500" />
      )}
    </div>
  );
}
