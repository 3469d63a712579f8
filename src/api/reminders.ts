import { apiRequest } from './client';

/** The signed-in member's event mails: the day-before reminders, and the notices of a moved event. */
export type MailPreferences = { eventReminders: boolean; eventChanges: boolean };

export async function fetchReminderPreference(): Promise<MailPreferences> {
  const response = await apiRequest<{ data: MailPreferences }>('/api/reminders/preference');
  return response.data;
}

/** Saves one choice (or both); the answer is both as now saved. */
export async function saveReminderPreference(change: Partial<MailPreferences>): Promise<MailPreferences> {
  const response = await apiRequest<{ data: MailPreferences }>('/api/reminders/preference', {
    method: 'PUT',
    body: { data: change },
  });
  return response.data;
}
