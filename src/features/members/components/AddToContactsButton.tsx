import { Button } from '@/components/design';
import type { Member } from '@/api/types';
import { notify } from '@/lib/toasts';
import { downloadFile, fileNameFrom } from '@/lib/download';
import { membersTexts as t } from '../texts';
import { buildVCard, vCardInputFrom } from '../vcard';

/** 'Ajouter aux contacts': a .vcf made on the device from the data shown (so offline too, and never more). */
export function AddToContactsButton({ member }: { member: Member }) {
  return (
    <Button
      variant="outline"
      colorPalette="gray"
      data-testid="add-to-contacts"
      onClick={() => {
        downloadFile(buildVCard(vCardInputFrom(member, window.location.origin)), fileNameFrom(member.name, 'vcf', 'contact'), 'text/vcard');
        notify.success(t.contactsDownloaded);
      }}
    >
      {t.addToContacts}
    </Button>
  );
}
