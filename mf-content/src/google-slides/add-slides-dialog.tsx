import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Modal, Spinner, toast } from 'shared-ui';
import { newSelections } from './slides-rules';
import { UploadPresentationForm } from './upload-presentation-form';
import { useAccountPresentations, useAddPresentations } from './use-slides-account';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * 'Add Google Slides' (900 wide): the account's presentations; those already in the library are checked and
 * fixed, and Save adds only the new selections.
 */
export function AddSlidesDialog({
  open,
  onClose,
  savedSourceIds,
}: {
  open: boolean;
  onClose: () => void;
  savedSourceIds: string[];
}) {
  const { t } = useTranslation('mf-content');
  const presentations = useAccountPresentations(open);
  const add = useAddPresentations();
  const [selected, setSelected] = useState<string[]>([]);
  const toAdd = newSelections(selected, savedSourceIds);

  const close = () => {
    setSelected([]);
    onClose();
  };
  const save = () =>
    add.mutate(toAdd, {
      onSuccess: close,
      onError: () => toast.error(t('slides.saveFailed')),
    });

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={t('slides.add')} width="900px">
      <Body>
        {presentations.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : presentations.isError ? (
          <EmptyState role="alert" title={t('slides.loadFailed')} />
        ) : presentations.data.length === 0 ? (
          <EmptyState title={t('slides.empty')} />
        ) : (
          <List aria-label={t('slides.presentations')}>
            {presentations.data.map((p) => {
              const saved = savedSourceIds.includes(`local:${p.id}`);
              return (
                <li key={p.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={saved || selected.includes(p.id)}
                      disabled={saved}
                      onChange={(e) =>
                        setSelected((all) =>
                          e.target.checked ? [...all, p.id] : all.filter((id) => id !== p.id),
                        )
                      }
                    />
                    {p.name} ({t('slides.pageCount', { count: p.pageCount })})
                  </label>
                </li>
              );
            })}
          </List>
        )}
        <UploadPresentationForm />
        <Actions>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={toAdd.length === 0 || add.isPending}>
            {t('common.save')}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
