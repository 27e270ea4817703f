'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { addToCartBody } from '@/lib/booking/cart-body';
import { weekStartOf } from '@/lib/booking/calendar';
import { fullDate } from '@/lib/booking/date-labels';
import { radiusText } from '@/lib/booking/radius-text';
import { draftReducer, EMPTY_DRAFT, hasConfiguration, reconcileDraft, type DraftAction } from '@/lib/booking/draft';
import { passengerPrices } from '@/lib/booking/passenger-prices';
import { checkBooking, nothingFitsParty, PROBLEM_SECTION, type BookingProblem, type BookingSection } from '@/lib/booking/rules';
import { bookingTotal, passengerCount } from '@/lib/booking/total';
import type { BookingProduct } from '@/lib/booking/types';
import { isLanguage, LANGUAGES } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import { BookingStep } from './booking-step';
import { BookingTotal } from './booking-total';
import { DateCalendar } from './date-calendar';
import { FieldError } from './field-error';
import { OptionStep } from './option-step';
import { PassengerPicker } from './passenger-picker';
import { useBookNow } from './use-book-now';
import { useCityToday, useProductDay } from './use-booking-queries';
import { lazyPart } from '@/components/islands/lazy-part';
import styles from './booking.module.css';

// Drawn only after the visitor's choices: their code comes when the page idles (lazyPart).
const TimeSlots = lazyPart(() => import('./time-slots').then((module) => module.TimeSlots));
const PackageChoices = lazyPart(() => import('./package-choices').then((module) => module.PackageChoices));
const StudentCard = lazyPart(() => import('./student-card').then((module) => module.StudentCard));
const CancellationNote = lazyPart(() => import('./cancellation-note').then((module) => module.CancellationNote));

interface Props {
  product: BookingProduct;
  /** False while the product is temporarily unavailable. */
  available: boolean;
  /** Marks the calendar's cheaper days (pages.product.calendarPromotion); off unless the site says so. */
  calendarPromotion?: boolean;
}

/**
 * The booking panel (spec §2): date, passengers, option, time, package options, total and
 * "Book now". A client island on a cached page: everything live — availability, prices in
 * the visitor's currency, places left — is read in the browser.
 */
export function BookingPanel({ product, available, calendarPromotion = false }: Props) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : 'en';
  const intlLocale = LANGUAGES[language].intlLocale;
  const currency = useVisitor((v) => v.currency);
  const member = useVisitor((v) => v.memberName !== null);
  const context = useMemo(() => ({ language, currency }), [language, currency]);
  const today = useCityToday(product.timeZone, product.renderedOn);
  const baseId = useId();
  const sectionId = (section: BookingSection) => `${baseId}-${section}`;

  const [draft, dispatch] = useReducer(draftReducer, EMPTY_DRAFT);
  const [problem, setProblem] = useState<{ code: BookingProblem } | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(true);
  const [pendingOption, setPendingOption] = useState<number | null>(null);
  // Reading the device's position for a product sold only nearby (asked at "Book now", see lib/booking/nearby.ts).
  const [locating, setLocating] = useState(false);
  // Where the focus goes once the next render is on screen (a part of the panel was replaced).
  const focusNext = useRef<{ section: BookingSection; selector?: string } | null>(null);

  const dayQuery = useProductDay(product.id, draft.date, context);
  const day = dayQuery.data?.day === draft.date ? dayQuery.data : undefined;
  const current = reconcileDraft(draft, day);
  const option = day?.options.find((o) => o.id === current.optionId);
  const total = option ? bookingTotal(option.units, current.quantities, member) : null;
  const needsStudentCard = product.studentCardRequired && (current.quantities.student ?? 0) > 0;

  const shown: Record<BookingSection, boolean> = {
    date: true,
    passengers: true,
    option: true,
    time: option?.kind === 'timed',
    packages: (option?.packageGroups.length ?? 0) > 0,
    student: needsStudentCard,
    submit: true,
  };
  // A party no option of the day can take is said at once, not after a time has been asked for.
  const shownProblem: BookingProblem | null = problem?.code ?? (day && nothingFitsParty(day, current.quantities) ? 'NO_MATCHING_OPTION' : null);
  const problemAt = shownProblem ? (shown[PROBLEM_SECTION[shownProblem]] ? PROBLEM_SECTION[shownProblem] : 'submit') : null;
  // The location messages name the area; the others take no values.
  const area = { city: product.city, radius: product.nearbyOnly ? radiusText(product.nearbyOnly.radiusKm, language, intlLocale) : '' };
  const errorFor = (section: BookingSection) => (shownProblem && problemAt === section ? t(`errors.${shownProblem}`, area) : null);
  const studentError = errorFor('student');
  const submitError = errorFor('submit');

  const showProblem = (code: BookingProblem) => {
    setProblem({ code });
    const section = shown[PROBLEM_SECTION[code]] ? PROBLEM_SECTION[code] : 'submit';
    if (section === 'date') setCalendarOpen(true);
    // The message is read out where it is; the focus goes where it is put right.
    if (section !== 'submit') focusNext.current = { section };
  };
  const { book, pending } = useBookNow({ productId: product.id, context, onProblem: showProblem });

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const root = document.getElementById(sectionId(target.section));
    const selectors = target.selector ? [target.selector] : ['[data-autofocus]:not(:disabled)', 'input:not(:disabled), button:not(:disabled)'];
    for (const selector of selectors) {
      const element = root?.querySelector<HTMLElement>(selector);
      if (element) return element.focus();
    }
  });

  const update = (action: DraftAction) => {
    setProblem(null);
    dispatch(action);
  };

  const chooseOption = (optionId: number) => {
    if (optionId === current.optionId) return;
    // Spec §4: a different option after configuring one asks first.
    if (current.optionId !== null && hasConfiguration(current)) setPendingOption(optionId);
    else update({ type: 'option', optionId });
  };
  const settleOptionChange = (proceed: boolean) => {
    if (proceed && pendingOption !== null) update({ type: 'option', optionId: pendingOption });
    setPendingOption(null);
    focusNext.current = { section: 'option', selector: '[aria-pressed="true"]' };
  };

  // The day's options are on their way: "Book now" waits for them rather than guessing.
  const waiting = draft.date !== null && !day && dayQuery.isFetching;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || waiting || locating) return;
    const found = checkBooking({ available, studentCardRequired: product.studentCardRequired, draft: current, day });
    if (found) return showProblem(found);
    if (!option || current.date === null) return showProblem('TECHNICAL');
    const body = addToCartBody(product.id, { ...current, date: current.date }, option);
    if (!product.nearbyOnly) return void book(body);
    setLocating(true);
    // The position check's code loads with the first "Book now" of such a product; lost on the way, it is a technical problem.
    const nearby = product.nearbyOnly;
    const located = await import('@/lib/booking/nearby').then(({ locateBuyer }) => locateBuyer(nearby), () => null);
    setLocating(false);
    if (!located) return showProblem('TECHNICAL');
    if (!located.ok) return showProblem(located.problem);
    void book({ ...body, position: located.position });
  };

  return (
    // Kept clear of the floating buttons (components/global/use-covers-content.ts): on a phone they would cover its steppers.
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')} data-keep-clear="">
      {product.nearbyOnly ? <p className={styles.note}>{t('nearby.note', area)}</p> : null}
      <BookingStep id={sectionId('date')} legend={t('steps.date')} error={errorFor('date')}>
        {calendarOpen || current.date === null ? (
          <DateCalendar
            productId={product.id}
            context={context}
            intlLocale={intlLocale}
            weekStart={weekStartOf(language)}
            today={today}
            promotion={calendarPromotion}
            selected={current.date}
            onSelect={(date) => {
              update({ type: 'date', date });
              setCalendarOpen(false);
              focusNext.current = { section: 'date', selector: 'button' };
            }}
          />
        ) : (
          <div className={styles.chosenDate}>
            <span id={`${baseId}-chosen-date`} className={styles.chosenDateText}>
              {fullDate(current.date, intlLocale)}
            </span>
            <button
              type="button"
              className={styles.secondary}
              aria-describedby={`${baseId}-chosen-date`}
              onClick={() => {
                setCalendarOpen(true);
                focusNext.current = { section: 'date', selector: '[data-autofocus]' };
              }}
            >
              {t('calendar.change')}
            </button>
          </div>
        )}
      </BookingStep>

      <BookingStep id={sectionId('passengers')} legend={t('steps.passengers')} error={errorFor('passengers')}>
        <PassengerPicker
          types={product.passengerTypes}
          quantities={current.quantities}
          prices={passengerPrices(product.passengerTypes, day, option)}
          intlLocale={intlLocale}
          onChange={(unit, quantity) => update({ type: 'quantity', unit, quantity })}
        />
      </BookingStep>

      <BookingStep id={sectionId('option')} legend={t('steps.option')} error={errorFor('option')}>
        <OptionStep
          date={draft.date}
          query={dayQuery}
          day={day}
          selectedId={current.optionId}
          quantities={current.quantities}
          vehicles={product.vehicles}
          intlLocale={intlLocale}
          confirming={pendingOption !== null}
          onChoose={chooseOption}
          onConfirm={settleOptionChange}
        />
      </BookingStep>

      {option && shown.time ? (
        <BookingStep id={sectionId('time')} legend={t('steps.time')} error={errorFor('time')}>
          <p className={styles.muted}>{t('time.zone', { city: product.city })}</p>
          {option.times.length > 0 ? (
            <Suspense fallback={null}>
              <TimeSlots times={option.times} passengers={passengerCount(current.quantities)} selected={current.time} onChoose={(time) => update({ type: 'time', time })} />
            </Suspense>
          ) : (
            <p>{t('errors.NO_HOURS')}</p>
          )}
        </BookingStep>
      ) : null}

      {option && shown.packages ? (
        <BookingStep id={sectionId('packages')} legend={t('steps.packages')} error={errorFor('packages')}>
          <Suspense fallback={null}>
            <PackageChoices groups={option.packageGroups} chosen={current.packageChoices} onChoose={(groupId, choiceId) => update({ type: 'package', groupId, choiceId })} />
          </Suspense>
        </BookingStep>
      ) : null}

      {shown.student ? (
        <div id={sectionId('student')}>
          <Suspense fallback={null}>
            <StudentCard confirmed={current.studentCardConfirmed} onChange={(confirmed) => update({ type: 'studentCard', confirmed })} />
          </Suspense>
          {studentError ? <FieldError id={`${sectionId('student')}-error`} message={studentError} /> : null}
        </div>
      ) : null}

      {option && current.date ? (
        <Suspense fallback={null}>
          <CancellationNote product={product} option={option} date={current.date} time={current.time} today={today} />
        </Suspense>
      ) : null}

      <BookingTotal total={total} intlLocale={intlLocale} />
      {submitError ? <FieldError id={`${sectionId('submit')}-error`} message={submitError} /> : null}
      <button type="submit" className={styles.book} aria-disabled={pending || waiting || locating} aria-describedby={submitError ? `${sectionId('submit')}-error` : undefined}>
        {pending ? t('booking') : locating ? t('locating') : t('bookNow')}
      </button>
    </form>
  );
}
