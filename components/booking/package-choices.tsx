'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { OptionDay } from '@/lib/booking/types';
import styles from './booking.module.css';

interface Props {
  groups: OptionDay['packageGroups'];
  chosen: Record<number, number>;
  onChoose: (groupId: number, choiceId: number) => void;
}

/** The option's package groups (tour language…): one choice each, every group required (spec §5). */
export function PackageChoices({ groups, chosen, onChoose }: Props) {
  const t = useTranslations('booking');
  const baseId = useId();
  const firstOpen = groups.find((group) => chosen[group.id] === undefined) ?? groups[0];
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.subgroup}>
          <legend className={styles.subLegend}>
            {group.name} <span className={styles.muted}>({t('packages.required')})</span>
          </legend>
          <div className={styles.choices}>
            {group.choices.map((choice, index) => (
              <label key={choice.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`${baseId}-${group.id}`}
                  value={choice.id}
                  checked={chosen[group.id] === choice.id}
                  required
                  data-autofocus={(group === firstOpen && index === 0) || undefined}
                  onChange={() => onChoose(group.id, choice.id)}
                />
                <span>{choice.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
