import { useState, type FormEvent } from 'react';
import { Button, Field, List, Stack, Text } from '@/components/design';
import { useNavigate } from '@tanstack/react-router';
import { ChakraScope } from '@/components/overlays/ChakraScope';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { FormError } from '@/components/forms/FormError';
import { formErrorMessage } from '@/components/forms/error-message';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { useDeleteAccountMutation } from '../queries';
import { profileTexts } from '../texts';

const t = profileTexts.deleteAccount;
const FORM_ID = 'delete-account-form';

/**
 * 'Supprimer mon compte': says what goes, asks for the password; on success: logged out, a toast, the home page.
 * Loaded on demand (AccountDataSection): the dialog is Chakra's, in its scope.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const online = useOnline();
  const navigate = useNavigate();
  const mutation = useDeleteAccountMutation();

  const close = (next: boolean) => {
    if (next || mutation.isPending) return;
    setPassword('');
    setMissing(false);
    mutation.reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMissing(true);
    mutation.mutate(password, {
      onSuccess: () => {
        notify.success(t.done);
        onOpenChange(false);
        void navigate({ to: '/' });
      },
    });
  };

  const error = !online ? t.offline : mutation.isError ? formErrorMessage(mutation.error) : null;
  return (
    <ChakraScope>
      <ModalDialog
        open={open}
        onOpenChange={close}
        title={t.title}
        closeLabel={t.close}
        testId="delete-account-dialog"
        actions={
          <Button type="submit" form={FORM_ID} colorPalette="red" loading={mutation.isPending} disabled={!online}>
            {mutation.isPending ? t.deleting : t.confirm}
          </Button>
        }
      >
        <form id={FORM_ID} method="post" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text>{t.intro}</Text>
            <List.Root ps="5" gap="1">
              {t.removed.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
            <Text>{t.phones}</Text>
            <Text fontWeight="semibold">{t.exportFirst}</Text>
            <FormError message={error} />
            <Field.Root invalid={missing} required>
              <Field.Label>{t.password}</Field.Label>
              <PasswordInput
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setMissing(false);
                }}
                data-testid="delete-account-password"
              />
              {missing && <Field.ErrorText>{t.passwordRequired}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        </form>
      </ModalDialog>
    </ChakraScope>
  );
}
