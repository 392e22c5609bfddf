// ===--- bigint.h - Python int semantics over int64 and GMP ---------------=== //
// An int is an IValue Int while it fits in int64 and a BigInt (GMP mpz)
// otherwise; every result is normalized back to Int when it fits.
#pragma once

#include <string>

#include "python/interp.h"

namespace ts::py {

/// Whether v is a Python int (int, bool or BigInt).
bool isIntValue(const IValue& v);
/// Parses digits (no sign handling beyond a leading '-') in base; raises ValueError.
IValue bigFromString(Interp& in, const std::string& digits, int base);
/// Integer arithmetic with unbounded precision (a, b are ints).
IValue intBinary(Interp& in, BinOp op, const IValue& a, const IValue& b);
/// -v, ~v, abs(v) for ints.
IValue intNegate(Interp& in, const IValue& v);
IValue intInvert(Interp& in, const IValue& v);
/// Three-way compare of two ints.
int intCompare(const IValue& a, const IValue& b);
/// int -> double (OverflowError when too large).
double intToDouble(Interp& in, const IValue& v);
/// a / b for ints, correctly rounded (Note [Correctly rounded int division]).
double intTrueDivide(Interp& in, const IValue& a, const IValue& b);
/// Exact comparison of an int with a double: -1, 0, 1 (2 when d is NaN).
int intCompareDouble(const IValue& a, double d);
/// Decimal (or base 2/8/16) digits with sign.
std::string intToString(const IValue& v, int base = 10);
/// Decimal digits with sign, bounded by sys.get_int_max_str_digits()
/// (ValueError past it, Note [Int string limit]).
std::string intToDecimal(Interp& in, const IValue& v);
/// Raises ValueError when parsing `digits` decimal digits exceeds the limit.
void checkIntParseDigits(Interp& in, size_t digits);
/// CPython's text for that error (also the SyntaxError of a huge literal).
std::string intParseLimitMessage(Interp& in, size_t digits);
/// hash(int) as CPython computes it (mod 2**61 - 1).
int64_t intHash(const IValue& v);
/// A double's integer value (int(3.7) == 3); raises for inf/nan.
IValue intFromDouble(Interp& in, double d);
/// Sign: -1, 0, 1.
int intSign(const IValue& v);
/// The BigInt of v (for GMP calls); v must be a BigInt.
inline BigInt* asBig(const IValue& v) { return static_cast<BigInt*>(asPy(v)); }

}  // namespace ts::py
