// The whole database schema, one file per feature; drizzle-kit and the db handle read this list.
export * from './auth.ts';
export * from './catalogue.ts';
export * from './learning.ts';
export * from './quiz.ts';
export * from './assignments.ts';
export * from './vouchers.ts';
export * from './checkout.ts';
export * from './mail.ts';
export * from './audit.ts';
export * from './two-factor.ts';
export * from './prakerja.ts';
export * from './storage.ts';
export * from './reports.ts';
export * from './settings.ts';
export * from './reviews.ts';
export * from './notifications.ts';
export * from './questions.ts';
