/** SPEC §9's party colours: APC red, PDP blue, LP green, NNPP orange, APGA dark green, SDP purple, ADC teal, YPP pink, other grey. */
export const PARTY_COLORS: Record<string, string> = {
  APC: '#E53E3E',
  PDP: '#3182CE',
  LP: '#38A169',
  NNPP: '#DD6B20',
  APGA: '#22543D',
  SDP: '#805AD5',
  ADC: '#319795',
  YPP: '#D53F8C',
};
export const OTHER_PARTY_COLOR = '#718096';

export const partyColor = (abbreviation: string) => PARTY_COLORS[abbreviation] ?? OTHER_PARTY_COLOR;
