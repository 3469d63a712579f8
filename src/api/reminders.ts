import { apiRequest } from './client';

/** Whether the signed-in member receives the event reminders and change mails. */
export async function fetchReminderPreference(): Promise<boolean> {
  const response = await apiRequest<{ data: { eventReminders: boolean } }>('/api/reminders/preference');
  return response.data.eventReminders;
}

export async function saveReminderPreference(on: boolean): Promise<boolean> {
  const response = await apiRequest<{ data: { eventReminders: boolean } }>('/api/reminders/preference', {
    method: 'PUT',
    body: { data: { eventReminders: on } },
  });
  return response.data.eventReminders;
}
