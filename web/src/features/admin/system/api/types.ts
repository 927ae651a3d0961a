import type { Schemas } from '@/lib/api/types';

/** The office's system page (GET /api/admin/system). */
export type SystemStatus = Schemas['SystemStatus'];
export type MailQueue = SystemStatus['mail'];
export type MailFailure = MailQueue['failures'][number];
export type Job = SystemStatus['jobs'][number];
export type Backups = SystemStatus['backups'];
export type BackupRun = Backups['runs'][number];
export type BackupSchedule = Backups['schedule'];
