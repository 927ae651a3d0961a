import { makeAdminCourse } from '@/test/courses';
import {
  courseFormDefaults,
  courseFormSchema,
  isImageUrl,
  parseDecimal,
  tagProblem,
  toCourseInput,
  type CourseFormInput,
} from './course-form-schema';
import { formErrorsFromServer } from './server-fields';

const valid: CourseFormInput = {
  titleFr: 'Premiers soins niveau C',
  titleEn: 'First aid level C',
  descriptionFr: 'Une journée de pratique.',
  descriptionEn: 'A day of practice.',
  instructor: 'Isabelle Côté',
  price: '150,00',
  originalPrice: '',
  durationHours: '3,5',
  level: 'Beginner',
  category: 'emergency-medicine',
  certificationLevel: 'C',
  accreditationFr: 'Cœur + AVC',
  accreditationEn: 'Heart & Stroke',
  image: '',
  tags: [{ fr: 'RCR', en: 'CPR' }],
  published: true,
  workplaceFirstAid: false,
  earlyChildhood: false,
  participantsPerInstructor: '',
  certificateValidMonths: '36',
  renewalCourseId: '',
  whatToBringFr: '',
  whatToBringEn: '',
};

/** The error message keys of the fields that fail, by field. */
function problems(input: Partial<CourseFormInput>): Record<string, string> {
  const result = courseFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the course form schema', () => {
  it('accepts a complete course', () => {
    expect(problems({})).toEqual({});
  });

  it('requires both titles, both descriptions, the instructor, the price and the duration', () => {
    expect(
      problems({
        titleFr: ' ',
        titleEn: '',
        descriptionFr: '',
        descriptionEn: '\n',
        instructor: '',
        price: '',
        durationHours: '',
      }),
    ).toEqual({
      titleFr: 'required',
      titleEn: 'required',
      descriptionFr: 'required',
      descriptionEn: 'required',
      instructor: 'required',
      price: 'required',
      durationHours: 'required',
    });
  });

  it('leaves the regular price, accreditation, image and tags optional', () => {
    expect(
      problems({
        originalPrice: '',
        accreditationFr: '',
        accreditationEn: '',
        image: '',
        tags: [],
      }),
    ).toEqual({});
  });

  it('reads prices in dollars with a comma or a point, up to the cent', () => {
    expect(problems({ price: '1 250,50 $' })).toEqual({});
    expect(problems({ price: '99.99' })).toEqual({});
    expect(problems({ price: '12,345' })).toEqual({ price: 'price' });
    expect(problems({ price: 'gratuit' })).toEqual({ price: 'price' });
    expect(problems({ price: '-5' })).toEqual({ price: 'price' });
    expect(problems({ originalPrice: 'abc' })).toEqual({ originalPrice: 'price' });
    expect(parseDecimal('1\u00a0250,50\u00a0$')).toBe(1250.5);
  });

  it('wants a duration above zero and at most 200 hours', () => {
    expect(problems({ durationHours: '0' })).toEqual({ durationHours: 'duration' });
    expect(problems({ durationHours: '201' })).toEqual({ durationHours: 'duration' });
    expect(problems({ durationHours: '200' })).toEqual({});
  });

  it('wants the image to be an http(s) address or an image path of the site', () => {
    expect(problems({ image: 'https://cdn.example.com/rcr.png' })).toEqual({});
    expect(problems({ image: '/images/courses/rcr-dea-niveau-c.svg' })).toEqual({});
    expect(problems({ image: '/uploads/3f2a.webp' })).toEqual({});
    expect(problems({ image: 'rcr.png' })).toEqual({ image: 'invalidUrl' });
    expect(problems({ image: 'javascript:alert(1)' })).toEqual({ image: 'invalidUrl' });
    expect(problems({ image: 'ftp://example.com/a.png' })).toEqual({ image: 'invalidUrl' });
    expect(isImageUrl('/images/../secret')).toBe(false);
    expect(isImageUrl('/etc/passwd')).toBe(false);
  });

  it('wants the certificate valid for a whole number of months from 1 to 120', () => {
    expect(problems({ certificateValidMonths: ' 120 ' })).toEqual({});
    expect(problems({ certificateValidMonths: '1' })).toEqual({});
    expect(problems({ certificateValidMonths: '' })).toEqual({
      certificateValidMonths: 'required',
    });
    for (const months of ['0', '121', '2,5', '-3', 'trois'])
      expect(problems({ certificateValidMonths: months })).toEqual({
        certificateValidMonths: 'validMonths',
      });
  });

  it('takes no renewal course, or a course by its id', () => {
    expect(problems({ renewalCourseId: '' })).toEqual({});
    expect(problems({ renewalCourseId: '12' })).toEqual({});
    expect(problems({ renewalCourseId: 'rcr' })).toEqual({ renewalCourseId: 'invalidChoice' });
  });

  it('leaves what to bring optional, up to 1000 characters, French first', () => {
    expect(problems({ whatToBringFr: 'Des vêtements confortables.' })).toEqual({});
    expect(
      problems({ whatToBringFr: 'Des vêtements confortables.', whatToBringEn: 'Comfy clothes.' }),
    ).toEqual({});
    expect(problems({ whatToBringFr: 'x'.repeat(1000) })).toEqual({});
    expect(problems({ whatToBringFr: 'x'.repeat(1001), whatToBringEn: 'y'.repeat(1001) })).toEqual({
      whatToBringFr: 'tooLong',
      whatToBringEn: 'tooLong',
    });
    expect(problems({ whatToBringFr: '  ', whatToBringEn: 'Comfy clothes.' })).toEqual({
      whatToBringFr: 'frenchFirst',
    });
  });

  it('says French comes first for what to bring along with the other fields’ problems', () => {
    expect(problems({ titleFr: '', whatToBringEn: 'Comfy clothes.' })).toEqual({
      titleFr: 'required',
      whatToBringFr: 'frenchFirst',
    });
  });

  it('refuses repeated or blank tags', () => {
    const tag = (fr: string, en = '') => ({ fr, en });
    expect(problems({ tags: [tag('RCR'), tag('rcr')] })).toEqual({ tags: 'duplicateTag' });
    expect(problems({ tags: [tag('RCR', 'CPR'), tag('DEA', 'cpr')] })).toEqual({
      tags: 'duplicateTag',
    });
    expect(problems({ tags: [tag('RCR'), tag('  ', 'AED')] })).toEqual({ tags: 'blankTag' });
  });
});

describe('adding a tag', () => {
  it('takes a trimmed, non-blank tag that is not already there', () => {
    const rcr = [{ fr: 'RCR', en: 'CPR' }];
    expect(tagProblem(rcr, { fr: '  DEA ', en: ' AED ' })).toBeNull();
    expect(tagProblem(rcr, { fr: 'DEA', en: '' })).toBeNull();
    expect(tagProblem(rcr, { fr: '   ', en: 'AED' })).toBe('blankTag');
    expect(tagProblem(rcr, { fr: ' rcr ', en: '' })).toBe('duplicateTag');
    expect(tagProblem(rcr, { fr: 'DEA', en: ' cpr' })).toBe('duplicateTag');
    expect(tagProblem([], { fr: 'DEA', en: 'x'.repeat(41) })).toBe('tagTooLong');
    expect(
      tagProblem(
        Array.from({ length: 20 }, (_, i) => ({ fr: `t${i}`, en: '' })),
        { fr: 'DEA', en: '' },
      ),
    ).toBe('tooManyTags');
  });
});

describe('the request body of the form', () => {
  it('sends amounts in cents, the duration in hours and both languages', () => {
    const values = courseFormSchema.parse({
      ...valid,
      price: ' 175,00 ',
      originalPrice: '195',
      accreditationEn: '',
      tags: [
        { fr: ' RCR ', en: ' CPR ' },
        { fr: 'DEA', en: '' },
      ],
    });
    expect(toCourseInput(values)).toEqual({
      title: { fr: 'Premiers soins niveau C', en: 'First aid level C' },
      description: { fr: 'Une journée de pratique.', en: 'A day of practice.' },
      instructor: 'Isabelle Côté',
      priceCents: 17500,
      originalPriceCents: 19500,
      durationHours: 3.5,
      level: 'Beginner',
      category: 'emergency-medicine',
      certificationLevel: 'C',
      accreditation: { fr: 'Cœur + AVC', en: '' },
      image: '',
      tags: [
        { fr: 'RCR', en: 'CPR' },
        { fr: 'DEA', en: '' },
      ],
      published: true,
      workplaceFirstAid: false,
      earlyChildhood: false,
      participantsPerInstructor: null,
      certificateValidMonths: 36,
      renewalCourseId: null,
      whatToBring: { fr: '', en: '' },
    });
    expect(toCourseInput(courseFormSchema.parse(valid)).originalPriceCents).toBe(0);
  });

  it('sends the validity in months, the renewing course’s id and what to bring, trimmed', () => {
    const values = courseFormSchema.parse({
      ...valid,
      certificateValidMonths: ' 24 ',
      renewalCourseId: '7',
      whatToBringFr: ' Des vêtements confortables. ',
      whatToBringEn: '',
    });
    expect(toCourseInput(values)).toMatchObject({
      certificateValidMonths: 24,
      renewalCourseId: 7,
      whatToBring: { fr: 'Des vêtements confortables.', en: '' },
    });
  });

  it('starts from the course being edited, amounts in dollars the way the admin writes them', () => {
    const course = makeAdminCourse({
      priceCents: 17550,
      originalPriceCents: 0,
      durationHours: 3.5,
    });
    expect(courseFormDefaults(course, 'fr')).toMatchObject({
      titleEn: 'Cardio Rescuer CPR-AED Level C',
      accreditationFr: 'Cœur + AVC',
      accreditationEn: 'Heart & Stroke',
      tags: [
        { fr: 'RCR', en: 'CPR' },
        { fr: 'DEA', en: 'AED' },
      ],
      price: '175,50',
      originalPrice: '',
      durationHours: '3,5',
    });
    expect(courseFormDefaults(course, 'en')).toMatchObject({
      price: '175.50',
      durationHours: '3.5',
    });
  });

  it('starts a new course valid 36 months, renewed by none, with nothing to bring said', () => {
    expect(courseFormDefaults(null, 'fr')).toMatchObject({
      certificateValidMonths: '36',
      renewalCourseId: '',
      whatToBringFr: '',
      whatToBringEn: '',
    });
  });

  it('starts from the certificate and renewal of the course being edited', () => {
    const course = makeAdminCourse({
      id: 4,
      certificateValidMonths: 24,
      renewalCourseId: 4,
      whatToBring: { fr: 'Un crayon.', en: 'A pencil.' },
    });
    expect(courseFormDefaults(course, 'fr')).toMatchObject({
      certificateValidMonths: '24',
      renewalCourseId: '4',
      whatToBringFr: 'Un crayon.',
      whatToBringEn: 'A pencil.',
    });
    expect(courseFormDefaults(makeAdminCourse({ renewalCourseId: null }), 'fr')).toMatchObject({
      renewalCourseId: '',
    });
  });
});

describe('the participants per instructor and early childhood of a course', () => {
  it('takes a whole number of participants per instructor from 1 to 100, or none', () => {
    for (const participants of ['', '1', ' 12 ', '100']) {
      expect({
        participants,
        problems: problems({ participantsPerInstructor: participants }),
      }).toEqual({ participants, problems: {} });
    }
    for (const participants of ['0', '101', '12,5', '-3', 'douze']) {
      expect({
        participants,
        problems: problems({ participantsPerInstructor: participants }),
      }).toEqual({
        participants,
        problems: { participantsPerInstructor: 'participantsPerInstructor' },
      });
    }
  });

  it('sends the number, or null when none is stated, and whether it is for early childhood', () => {
    const input = (values: Partial<CourseFormInput>) =>
      toCourseInput(courseFormSchema.parse({ ...valid, ...values }));
    expect(input({ participantsPerInstructor: ' 12 ', earlyChildhood: true })).toMatchObject({
      participantsPerInstructor: 12,
      earlyChildhood: true,
    });
    expect(input({ participantsPerInstructor: '' })).toMatchObject({
      participantsPerInstructor: null,
      earlyChildhood: false,
    });
  });

  it('starts from the course’s own, none stated as empty', () => {
    expect(
      courseFormDefaults(
        makeAdminCourse({ participantsPerInstructor: 8, earlyChildhood: true }),
        'fr',
      ),
    ).toMatchObject({ participantsPerInstructor: '8', earlyChildhood: true });
    expect(courseFormDefaults(makeAdminCourse(), 'fr')).toMatchObject({
      participantsPerInstructor: '',
      earlyChildhood: false,
    });
    expect(courseFormDefaults(null, 'fr')).toMatchObject({
      participantsPerInstructor: '',
      earlyChildhood: false,
    });
  });

  it('puts the server’s refusal of the number on its field', () => {
    expect(formErrorsFromServer({ participantsPerInstructor: 'out-of-range' })).toEqual({
      participantsPerInstructor: 'participantsPerInstructor',
    });
    expect(formErrorsFromServer({ earlyChildhood: 'invalid-type' })).toEqual({
      earlyChildhood: 'invalidType',
    });
  });
});

describe('server field errors', () => {
  it('land on the matching form fields', () => {
    expect(
      Object.entries(
        formErrorsFromServer({
          'title.en': 'too-long',
          priceCents: 'out-of-range',
          tags: 'duplicate-tag',
          image: 'invalid-url',
          slug: 'invalid-slug',
        }),
      ),
    ).toEqual([
      ['titleEn', 'tooLong'],
      ['price', 'outOfRange'],
      ['tags', 'duplicateTag'],
      ['image', 'invalidUrl'],
    ]);
  });

  it('say the validity’s range, an unknown renewing course and French first in their words', () => {
    expect(
      formErrorsFromServer({
        certificateValidMonths: 'out-of-range',
        renewalCourseId: 'unknown-course',
        'whatToBring.fr': 'required',
        'whatToBring.en': 'too-long',
      }),
    ).toEqual({
      certificateValidMonths: 'validMonths',
      renewalCourseId: 'unknownCourse',
      whatToBringFr: 'frenchFirst',
      whatToBringEn: 'tooLong',
    });
    expect(formErrorsFromServer({ 'whatToBring.fr': 'too-long' })).toEqual({
      whatToBringFr: 'tooLong',
    });
    expect(formErrorsFromServer({ whatToBring: 'invalid-type' })).toEqual({
      whatToBringFr: 'invalidType',
    });
  });
});
