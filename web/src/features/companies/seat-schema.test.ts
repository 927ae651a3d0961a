import { nameSeatErrorsFromServer } from './seat-schema';

describe('the refusal of a seat’s new attendee', () => {
  it('says whether the employee chosen is no longer the company’s or has left it', () => {
    expect(nameSeatErrorsFromServer({ 'attendees[0].employeeId': 'not-found' })).toEqual({
      employeeId: 'seatEmployeeNotFound',
    });
    expect(nameSeatErrorsFromServer({ 'attendees[0].employeeId': 'employee-left' })).toEqual({
      employeeId: 'seatEmployeeLeft',
    });
  });

  it('names each field of a person typed in', () => {
    expect(
      nameSeatErrorsFromServer({ 'attendees[0].lastName': 'required', email: 'invalid-email' }),
    ).toEqual({ lastName: 'lastNameRequired', email: 'emailInvalid' });
  });
});
