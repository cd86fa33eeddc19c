import { useTranslation } from 'react-i18next';
import { FileUploadField } from '@/features/studio/components/file-upload-field';
import type { RecordingUploadField } from '@/features/sessions/components/recording-form';

/**
 * A session recording's file (decision 288): the studio's video upload (POST /api/admin/uploads,
 * resumable with tus), for the staff who may upload (authors, admins); its `uploads/…` path is
 * what PUT /api/mentor/sessions/{id}/recording takes as `upload_key`.
 */
export const RecordingUpload: RecordingUploadField = ({ label, value, onChange, error }) => {
  const { t } = useTranslation('sessions');
  return <FileUploadField label={label} purpose="video" value={value} onChange={(path) => onChange(path)} hint={(size) => t('recording.fileHint', { size })} error={error} removable />;
};
