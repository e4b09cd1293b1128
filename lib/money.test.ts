import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  amountToPaise,
  formatAmount,
  formatPaise,
  formatRupees,
  numberInWords,
  paiseToAmount,
} from './money'

describe('amounts in words', () => {
  it('use the Indian grouping the organisers write by hand', () => {
    expect(numberInWords(0)).toBe('Zero')
    expect(numberInWords(100)).toBe('One Hundred')
    expect(numberInWords(5500)).toBe('Five Thousand Five Hundred')
    expect(numberInWords(10500)).toBe('Ten Thousand Five Hundred')
    expect(numberInWords(115)).toBe('One Hundred Fifteen')
    expect(numberInWords(250075)).toBe('Two Lakh Fifty Thousand Seventy Five')
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    )
    expect(amountInWords(550000)).toBe('Rupees Five Thousand Five Hundred Only')
    expect(amountInWords(275050)).toBe('Rupees Two Thousand Seven Hundred Fifty and Fifty Paise Only')
    expect(formatAmount(1050000)).toBe('10,500.00')
    expect(formatAmount(123456789)).toBe('12,34,567.89')
    expect(() => amountInWords(-1)).toThrow(RangeError)
    expect(() => amountInWords(1.5)).toThrow(RangeError)
  })
})

describe('amounts in paise', () => {
  it('go to the gateway with two decimals and come back exactly', () => {
    expect(paiseToAmount(550000)).toBe('5500.00')
    expect(paiseToAmount(5)).toBe('0.05')
    expect(amountToPaise('5500.00')).toBe(550000)
    expect(amountToPaise('5500.5')).toBe(550050)
    expect(amountToPaise('5500')).toBe(550000)
    expect(['', '-1', '1.234', 'abc', null].map(amountToPaise)).toEqual([null, null, null, null, null])
    expect(() => paiseToAmount(-1)).toThrow(RangeError)
  })

  it('read as the spec (public pages) and the console write them', () => {
    expect(formatRupees(6500)).toBe('Rs. 6500')
    expect(formatPaise(650000)).toBe('Rs. 6,500.00')
  })
})
