export const PLACEHOLDER_IMAGE = '/images/courses/placeholder.svg';

interface CourseImageProps {
  src: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A course illustration (decorative: the title sits next to it), or the placeholder. */
export function CourseImage({ src, className = '', loading = 'lazy' }: CourseImageProps) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt=""
      width={400}
      height={225}
      loading={loading}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
      }}
      className={`aspect-video w-full bg-surface object-cover ${className}`}
    />
  );
}
