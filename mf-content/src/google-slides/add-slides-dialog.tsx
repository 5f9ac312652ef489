import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  List,
  ListItem,
  Modal,
  Spinner,
  toast,
  useErrorMessage,
  ErrorPanel,
} from 'shared-ui';
import { newSelections } from './slides.rules';
import { UploadPresentationForm } from './upload-presentation-form';
import { useAccountPresentations, useSavePresentations } from './use-slides-account';

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  flex: 1;
  cursor: pointer;
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * 'Add Google Slides' (900 wide): the account's presentations as the slides service lists them; those already in
 * the library are checked and fixed, and Save adds only the new selections. The upload form is offered when the
 * service answered for the local provider (the server decides the provider). A failed save keeps the selection.
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
  const errorText = useErrorMessage('mf-content');
  const presentations = useAccountPresentations(open);
  const save = useSavePresentations();
  const [selected, setSelected] = useState<string[]>([]);
  const items = presentations.data?.items ?? [];
  const toAdd = newSelections(selected, items, savedSourceIds);
  const saveProblem = save.isError ? errorText(save.error, 'errors.slides_save_failed') : null;

  const close = () => {
    setSelected([]);
    save.reset();
    onClose();
  };
  const submit = () =>
    save.mutate(toAdd, {
      onSuccess: close,
      onError: (error) => toast.error(errorText(error, 'errors.slides_save_failed')),
    });

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={t('slides.add')} width="900px">
      <Body>
        {presentations.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : presentations.isError ? (
          <ErrorPanel
            title={errorText(presentations.error, 'errors.slides_list_failed')}
            onRetry={() => presentations.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title={t('slides.empty')} />
        ) : (
          <List aria-label={t('slides.presentations')}>
            {items.map((p) => {
              const saved = savedSourceIds.includes(p.sourceId);
              return (
                <ListItem key={p.id} $interactive={!saved}>
                  <Choice>
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
                    {p.pageCount === null
                      ? p.name
                      : `${p.name} (${t('slides.pageCount', { count: p.pageCount })})`}
                  </Choice>
                </ListItem>
              );
            })}
          </List>
        )}
        {presentations.data?.provider === 'LOCAL' && <UploadPresentationForm />}
        {saveProblem && <Problem role="alert">{saveProblem}</Problem>}
        <Actions>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} loading={save.isPending} disabled={toAdd.length === 0}>
            {t('common.save')}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
