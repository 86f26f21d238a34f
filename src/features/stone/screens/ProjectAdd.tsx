import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { DateField, FieldLabel, TextField } from '@/components/Form';
import { Header } from '@/components/Header';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { stoneApi } from '../api';
import { emptyProjectDraft, PROJECT_UNITS, projectBody, projectProblems, type ProjectDraft, type ProjectField, type ProjectProblem } from '../form';
import '../components/stone.css';

/**
 * /artificialStone/projectManagement/add: a new project — name and address (required), a contact and
 * their mobile, the works' dates, the planned quantity and its unit. Bad input shows the catalogue message
 * under its field and sends nothing; a saved project opens the list, where it comes first.
 */
export default function ProjectAdd() {
  const t = useT();
  const title = useRouteTitle('/artificialStone/projectManagement/add');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProjectDraft>(emptyProjectDraft);
  const [problems, setProblems] = useState<Partial<Record<ProjectField, ProjectProblem>>>({});
  const set = (field: keyof ProjectDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const label = (field: ProjectField) => t(`stone.add.${field === 'projectName' ? 'name' : field === 'projectAddress' ? 'address' : field}`);
  const message = (field: ProjectField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem.key === 'stone.add.required' ? t('stone.add.required', { field: label(field) }) : t(problem.key);
  };

  const save = async () => {
    const found = projectProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      showToast(t('stone.add.fixErrors'));
      return;
    }
    try {
      await stoneApi.add(projectBody(draft));
    } catch (failure) {
      showErrorBanner(errorText(failure));
      return;
    }
    showToast(t('stone.add.saved'));
    navigate(href('/artificialStone/projectManagement/list'), { replace: true });
  };

  return (
    <div className="app-screen stone-page">
      <Header title={title} />
      <div className="stone-form">
        <List>
          <TextField
            id="stone-name"
            label={t('stone.add.name')}
            required
            placeholder={t('stone.add.namePlaceholder')}
            value={draft.projectName}
            onChange={set('projectName')}
            error={message('projectName')}
          />
          <TextField
            id="stone-address"
            label={t('stone.add.address')}
            required
            placeholder={t('stone.add.addressPlaceholder')}
            value={draft.projectAddress}
            onChange={set('projectAddress')}
            error={message('projectAddress')}
          />
          <TextField
            id="stone-contact"
            label={t('stone.add.contactName')}
            placeholder={t('stone.add.contactNamePlaceholder')}
            value={draft.contactName}
            onChange={set('contactName')}
            error={message('contactName')}
          />
          <TextField
            id="stone-mobile"
            label={t('stone.add.contactMobile')}
            type="tel"
            inputMode="numeric"
            placeholder={t('stone.add.contactMobilePlaceholder')}
            value={draft.contactMobile}
            onChange={set('contactMobile')}
            error={message('contactMobile')}
          />
          <DateField id="stone-start" label={t('stone.add.startDate')} value={draft.startDate} onChange={set('startDate')} />
          <DateField id="stone-end" label={t('stone.add.endDate')} value={draft.endDate} onChange={set('endDate')} error={message('endDate')} />
          <TextField
            id="stone-quantity"
            label={t('stone.add.plannedQuantity')}
            inputMode="decimal"
            placeholder={t('stone.add.plannedQuantityPlaceholder')}
            value={draft.plannedQuantity}
            onChange={set('plannedQuantity')}
            error={message('plannedQuantity')}
          />
          <List.Item prefix={<FieldLabel htmlFor="stone-unit-squareMetre">{t('stone.add.unit')}</FieldLabel>}>
            <div role="radiogroup" aria-label={t('stone.add.unit')} className="stone-units">
              {PROJECT_UNITS.map((unit) => (
                <label key={unit.id} className="stone-unit">
                  <input
                    type="radio"
                    id={`stone-unit-${unit.id}`}
                    name="stone-unit"
                    checked={draft.unit === unit.id}
                    onChange={() => setDraft((current) => ({ ...current, unit: unit.id }))}
                  />
                  {t(`stone.add.units.${unit.id}`)}
                </label>
              ))}
            </div>
          </List.Item>
        </List>
        <div className="stone-form__actions">
          <GuardedButton block color="primary" onClick={save}>
            {t('stone.add.submit')}
          </GuardedButton>
        </div>
      </div>
    </div>
  );
}
