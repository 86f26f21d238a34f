import List from 'antd-mobile/es/components/list';
import { DateField, FieldLabel, TextField, useFormKit, SubmitBar } from '@/components/Form';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { stoneAddProjectFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { callKey } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { emptyProjectDraft, PROJECT_UNITS, projectBody, type ProjectDraft } from '../project';
import '../components/stone.css';

const trimmed = (draft: ProjectDraft): ProjectDraft => ({
  ...draft,
  projectName: draft.projectName.trim(),
  projectAddress: draft.projectAddress.trim(),
  contactName: draft.contactName.trim(),
  contactMobile: draft.contactMobile.trim(),
  plannedQuantity: draft.plannedQuantity.trim(),
});

/**
 * /artificialStone/projectManagement/add: a new project — name and address (required), a contact and
 * their mobile, the works' dates, the planned quantity and its unit — checked by the rules of
 * stone.addProject (and the end not before the start): bad input shows the catalogue message under its
 * field and sends nothing; a saved project opens the list, where it comes first.
 */
export default function ProjectAdd() {
  const t = useT();
  const title = useRouteTitle('/artificialStone/projectManagement/add');
  const navigate = useNavigate();
  const kit = useFormKit({
    defaultValues: emptyProjectDraft,
    // The unit is chosen from PROJECT_UNITS, not typed: its rule is not the form's.
    rules: { ...stoneAddProjectFields, unit: undefined, plannedQuantity: { ...stoneAddProjectFields.plannedQuantity, rule: 'projectQuantity' } },
    messages: {
      projectName: { required: 'stone.add.nameRequired', tooShort: 'stone.add.nameRequired', tooLong: 'validation.projectName' },
      projectAddress: { required: 'stone.add.addressRequired', tooShort: 'stone.add.addressRequired', tooLong: 'validation.projectAddress' },
      contactName: { tooLong: 'stone.add.contactTooLong' },
    },
    normalize: trimmed,
    check: (draft) => ({
      endDate: draft.startDate !== '' && draft.endDate !== '' && draft.endDate < draft.startDate ? t('stone.add.dateOrder') : null,
    }),
    submit: {
      write: (draft) => api.stone.addProject(projectBody(draft)),
      invalidates: [callKey('stone.projects')],
      onSuccess: () => {
        showToast(t('stone.add.saved'));
        void navigate(href('/artificialStone/projectManagement/list'), { replace: true });
      },
    },
  });

  return (
    <div className="app-screen stone-page">
      <Header title={title} />
      <div className="stone-form">
        <List>
          <TextField label={t('stone.add.name')} placeholder={t('stone.add.namePlaceholder')} {...kit.text('projectName')} />
          <TextField label={t('stone.add.address')} placeholder={t('stone.add.addressPlaceholder')} {...kit.text('projectAddress')} />
          <TextField label={t('stone.add.contactName')} placeholder={t('stone.add.contactNamePlaceholder')} {...kit.text('contactName')} />
          <TextField
            label={t('stone.add.contactMobile')}
            type="tel"
            inputMode="numeric"
            placeholder={t('stone.add.contactMobilePlaceholder')}
            {...kit.text('contactMobile')}
          />
          <DateField id="stone-start" label={t('stone.add.startDate')} value={kit.values.startDate} onChange={(day) => kit.set('startDate', day)} />
          <DateField
            id="stone-end"
            label={t('stone.add.endDate')}
            value={kit.values.endDate}
            onChange={(day) => kit.set('endDate', day)}
            error={kit.errorOf('endDate')}
          />
          <TextField
            label={t('stone.add.plannedQuantity')}
            inputMode="decimal"
            placeholder={t('stone.add.plannedQuantityPlaceholder')}
            {...kit.text('plannedQuantity')}
          />
          <List.Item prefix={<FieldLabel htmlFor="stone-unit-squareMetre">{t('stone.add.unit')}</FieldLabel>}>
            <div role="radiogroup" aria-label={t('stone.add.unit')} className="stone-units">
              {PROJECT_UNITS.map((unit) => (
                <label key={unit.id} className="stone-unit">
                  <input
                    type="radio"
                    id={`stone-unit-${unit.id}`}
                    name="stone-unit"
                    checked={kit.values.unit === unit.id}
                    onChange={() => kit.set('unit', unit.id)}
                  />
                  {t(`stone.add.units.${unit.id}`)}
                </label>
              ))}
            </div>
          </List.Item>
        </List>
        <SubmitBar kit={kit} className="stone-form__actions">
          {t('stone.add.submit')}
        </SubmitBar>
      </div>
    </div>
  );
}
