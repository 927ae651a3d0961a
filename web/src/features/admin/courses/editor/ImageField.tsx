import { ImageUp } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_IMAGE } from '@/components/course/CourseImage';
import { TextField } from '@/components/ui/TextField';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, useUploadImage } from '../api/upload-image';
import { isImageUrl, type CourseFormErrorKey } from './course-form-schema';

interface ImageFieldProps {
  /** The image field's current value, for the preview. */
  value: string;
  error?: string;
  /** The registered text input of the image URL. */
  inputProps: ComponentProps<'input'>;
  onUploaded: (url: string) => void;
}

type Problem = CourseFormErrorKey | 'uploadFailed';

/** An image URL typed in or an uploaded file, with a preview of the result. */
export function ImageField({ value, error, inputProps, onUploaded }: ImageFieldProps) {
  const { t } = useTranslation('courses');
  const fileId = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [brokenPreview, setBrokenPreview] = useState('');
  const preview = value.trim() !== '' && isImageUrl(value.trim()) ? value.trim() : '';

  const onFile = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return setProblem('fileType');
    if (file.size > UPLOAD_MAX_BYTES) return setProblem('fileTooLarge');
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: () => setProblem('uploadFailed'),
    });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <div className="space-y-4">
        <TextField
          label={t('editor.fields.image')}
          hint={t('editor.fields.imageHint')}
          error={error ? t(`editor.errors.${error as CourseFormErrorKey}`) : undefined}
          inputMode="url"
          autoComplete="off"
          {...inputProps}
        />
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-semibold text-slate-900">
            {t('editor.fields.upload')}
          </label>
          <p id={`${fileId}-hint`} className="text-sm text-slate-600">
            {t('editor.fields.uploadHint')}
          </p>
          <div className="flex items-center gap-2">
            <ImageUp aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
            <input
              id={fileId}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              aria-describedby={`${fileId}-hint`}
              disabled={upload.isPending}
              onChange={(event) => onFile(event.target.files?.[0])}
              className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
            />
          </div>
          <p role="status" className="text-sm font-medium">
            {upload.isPending && (
              <span className="text-slate-700">{t('editor.fields.uploading')}</span>
            )}
            {upload.isSuccess && !problem && (
              <span className="text-success-600">{t('editor.fields.uploaded')}</span>
            )}
          </p>
          {problem && (
            <p role="alert" className="text-sm font-medium text-brand-700">
              {problem === 'uploadFailed'
                ? t('editor.uploadFailed')
                : t(`editor.errors.${problem}`)}
            </p>
          )}
        </div>
      </div>
      <figure className="self-start">
        <img
          src={preview && preview !== brokenPreview ? preview : PLACEHOLDER_IMAGE}
          alt={t('editor.fields.preview')}
          onError={() => setBrokenPreview(preview)}
          className="aspect-video w-full rounded-lg border border-slate-200 bg-surface object-cover"
        />
        {!preview && (
          <figcaption className="mt-1 text-xs text-slate-600">
            {t('editor.fields.noImage')}
          </figcaption>
        )}
      </figure>
    </div>
  );
}
