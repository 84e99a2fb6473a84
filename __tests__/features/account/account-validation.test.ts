import {
  ACCOUNT_MESSAGES as M,
  normalizeNip,
  passwordProblem,
  validateCustomerDetails,
  validateSignUp,
  type SignUpForm,
} from '../../../src/features/account/account-validation';

const form: SignUpForm = {
  email: 'jan@example.pl',
  password: 'Haslo1234',
  repeatPassword: 'Haslo1234',
  name: 'Jan',
  phoneNumber: '600 100 200',
  address: 'ul. Długa 1, Warszawa',
  nip: '',
};

describe('password rule (spec 5: 8+ characters, a capital letter, a digit)', () => {
  it.each([
    ['Haslo12', 'Hasło musi mieć co najmniej 8 znaków.'],
    ['haslo1234', 'Hasło musi zawierać wielką literę.'],
    ['HasloHaslo', 'Hasło musi zawierać cyfrę.'],
    ['', 'Podaj hasło.'],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('names every failing part at once', () => {
    expect(passwordProblem('abc')).toBe(
      'Hasło musi mieć co najmniej 8 znaków. Hasło musi zawierać wielką literę. Hasło musi zawierać cyfrę.',
    );
  });

  it('accepts a good password, Polish capitals included', () => {
    expect(passwordProblem('Haslo1234')).toBe('');
    expect(passwordProblem('łosośŻ123')).toBe('');
  });
});

describe('sign-up form', () => {
  it('passes a complete form with an empty nip', () => {
    expect(validateSignUp(form)).toEqual({});
  });

  it('says when the passwords differ', () => {
    expect(validateSignUp({ ...form, repeatPassword: 'Haslo12345' })).toEqual({ repeatPassword: 'Hasła nie są takie same.' });
    expect(validateSignUp({ ...form, repeatPassword: '' })).toEqual({ repeatPassword: M.repeatPasswordRequired });
  });

  it('checks the e-mail format', () => {
    expect(validateSignUp({ ...form, email: 'jan@example' })).toEqual({ email: M.emailInvalid });
    expect(validateSignUp({ ...form, email: '  ' })).toEqual({ email: M.emailRequired });
    expect(validateSignUp({ ...form, email: ' Jan@Example.PL ' })).toEqual({});
  });

  it('gives one Polish message per missing field', () => {
    const empty = { email: '', password: '', repeatPassword: '', name: ' ', phoneNumber: '', address: '', nip: '' };
    expect(validateSignUp(empty)).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
      repeatPassword: M.repeatPasswordRequired,
      name: M.nameRequired,
      phoneNumber: M.phoneRequired,
      address: M.addressRequired,
    });
  });

  it('uses the password rule for the password field', () => {
    expect(validateSignUp({ ...form, password: 'haslo1234', repeatPassword: 'haslo1234' })).toEqual({
      password: 'Hasło musi zawierać wielką literę.',
    });
  });
});

describe('profile fields (as the shop API checks them)', () => {
  const details = { name: 'Jan', phoneNumber: '+48 600-100-200', address: 'ul. Długa 1', nip: '-' };

  it('accepts the usual spellings of a phone number and a nip', () => {
    expect(validateCustomerDetails(details)).toEqual({});
    expect(validateCustomerDetails({ ...details, phoneNumber: '(22) 123 45 67', nip: 'PL 526-000-12-46' })).toEqual({});
  });

  it('refuses a bad phone, a too short address and a nip with a wrong checksum', () => {
    expect(validateCustomerDetails({ ...details, phoneNumber: '12ab', address: 'ul', nip: '1234567890' })).toEqual({
      phoneNumber: M.phoneInvalid,
      address: M.addressTooShort,
      nip: M.nipInvalid,
    });
  });

  it("normalizes a nip like the server: '-' for none, 10 digits otherwise", () => {
    expect(normalizeNip('')).toBe('-');
    expect(normalizeNip(' - ')).toBe('-');
    expect(normalizeNip('PL5260001246')).toBe('5260001246');
    expect(normalizeNip('5260001247')).toBeUndefined();
  });
});
