/** English strings of the token picker's list and the smart amount input, which load with them. */
export const pickerWordsEn = {
  searchTokens: 'Search tokens',
  searchPlaceholder: 'Name, chain or address',
  noTokenFound: 'No token matches',
  /** The service is being searched for more tokens. */
  searching: 'Searching all tokens…',
  /** Part of the catalog could not be read. */
  partial: 'Some tokens could not be loaded',
  /** The smart input's list of suggestions. */
  smartSuggestions: 'Suggestions',
  /** The chain filter row's name. */
  chains: 'Chains',
  /** The chain filter that shows every chain. */
  allChains: 'All chains',
  /** Words the smart input could not read (nothing suggested for them). */
  unreadable: 'Not understood. Type a number, or words like “100 USDC on Base”.',
}

/** Every catalog of the picker's words has English's keys and shapes. */
export type PickerWordsMessages = typeof pickerWordsEn
