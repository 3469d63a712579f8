import { useState, type ComponentProps } from 'react';
import { Button, Input, InputGroup } from '@/components/design';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password field with a show/hide toggle (spec: login, registration, reset). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button
          size="xs"
          variant="ghost"
          me="-2"
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Masquer' : 'Afficher'}
        </Button>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
