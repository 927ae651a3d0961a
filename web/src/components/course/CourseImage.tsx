export const PLACEHOLDER_IMAGE = '/images/courses/placeholder.svg';

interface CourseImageProps {
  src: string;
  className?: string;
  /** The page's main image, at the top: loaded at once and first. Others load when scrolled to. */
  priority?: boolean;
}

/** A course illustration (decorative: the title sits next to it), or the placeholder. */
export function CourseImage({ src, className = '', priority = false }: CourseImageProps) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt=""
      width={400}
      height={225}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
      }}
      className={`aspect-video w-full bg-surface object-cover ${className}`}
    />
  );
}
