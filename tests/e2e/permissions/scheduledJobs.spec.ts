import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { openAs } from '../signIn';

test('the administrators see the approvals’ reminders job, which ran as the server started', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/portal/permissions/jobs');
  await expect(page.getByRole('heading', { name: 'Tareas programadas' })).toBeVisible();
  await expect(page.getByText('Recordatorios y escalamientos de aprobaciones')).toBeVisible();
  await expect(page.getByText('Ninguna tarea programada se ha ejecutado todavía.')).toHaveCount(0);
});
