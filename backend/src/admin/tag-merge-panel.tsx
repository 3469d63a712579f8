// A sector's, skill's or service's edit view, side panel 'Fusionner': moves every member and company that
// carries this tag to another one, then deletes this one (POST /club/tags/:type/:documentId/merge,
// src/backoffice/tag-moderation.ts). For a member's typo or near-duplicate ('recr' → 'Recrutement').
import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Button, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';

const TYPES: Record<string, string> = {
  'api::sector.sector': 'sector',
  'api::skill.skill': 'skill',
  'api::service.service': 'service',
};

type Tag = { documentId: string; Name: string; Accepted?: boolean | null };

const errorMessage = (error: unknown) =>
  (error as { response?: { data?: { error?: { message?: string } } } })?.response?.data?.error?.message ??
  'Une erreur est survenue : réessaie dans un instant.';

function MergeContent({ model, documentId }: { model: string; documentId: string }) {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const [tags, setTags] = React.useState<Tag[] | null>(null);
  const [target, setTarget] = React.useState<string | null>(null);
  const [merging, setMerging] = React.useState(false);

  React.useEffect(() => {
    let live = true;
    (async () => {
      // A few hundred tags at most: every page, sorted by name.
      const all: Tag[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await get<{ results: Tag[]; pagination?: { pageCount?: number } }>(
          `/content-manager/collection-types/${model}?page=${page}&pageSize=100&sort=Name:ASC`,
        );
        all.push(...(data.results as Tag[]));
        if (page >= (data.pagination?.pageCount ?? 1)) break;
      }
      if (live) setTags(all.filter((tag) => tag.documentId !== documentId));
    })().catch(() => live && setTags([]));
    return () => {
      live = false;
    };
  }, [documentId, get, model]);

  const merge = async () => {
    if (!target) return;
    const chosen = tags?.find((tag) => tag.documentId === target);
    if (
      !window.confirm(
        `Fusionner ce tag dans « ${chosen?.Name} » ? Il sera supprimé ; ses membres et entreprises passent à « ${chosen?.Name} ».`,
      )
    )
      return;
    setMerging(true);
    try {
      const { data } = await post<{ data: { members: number[]; companies: number[] } }>(`/club/tags/${TYPES[model]}/${documentId}/merge`, {
        target,
      });
      const { members, companies } = data.data as { members: number[]; companies: number[] };
      toggleNotification({
        type: 'success',
        message: `Fusionné dans « ${chosen?.Name} » : ${members.length} membre(s) et ${companies.length} entreprise(s) mis à jour.`,
      });
      // To the tag that remains (in the admin's router: the notification stays on screen).
      navigate(`../${target}`, { relative: 'path' });
    } catch (caught) {
      toggleNotification({ type: 'danger', message: errorMessage(caught) });
      setMerging(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="club-tag-merge">
      <Typography variant="pi" textColor="neutral600">
        Une faute de frappe, un doublon ? Ses membres et entreprises passent au tag choisi, puis celui-ci est supprimé.
      </Typography>
      <Field.Root name="merge-target">
        <Field.Label>Fusionner dans</Field.Label>
        <SingleSelect
          placeholder={tags === null ? 'Chargement…' : 'Choisir un tag'}
          value={target}
          onChange={(value: string | number) => setTarget(String(value))}
        >
          {(tags ?? []).map((tag) => (
            <SingleSelectOption key={tag.documentId} value={tag.documentId}>
              {tag.Accepted === false ? `${tag.Name} (en attente)` : tag.Name}
            </SingleSelectOption>
          ))}
        </SingleSelect>
      </Field.Root>
      <Button variant="danger-light" fullWidth disabled={!target} loading={merging} onClick={merge}>
        Fusionner
      </Button>
    </Flex>
  );
}

export const TagMergePanel = ({ model, documentId }: { model: string; documentId?: string }) => {
  if (!(model in TYPES) || !documentId) return null;
  return { title: 'Fusionner', content: <MergeContent model={model} documentId={documentId} /> };
};
