// ===--- float_format.h - Python- and TorchScript-exact number text --------=== //
// Two worlds print numbers differently: top-level (Python) code uses Python's
// shortest round-trip repr (`0.1`, `1e-05`), script code uses c10's IValue
// printer (`0.10000000000000001`, `1.`). Both are reproduced here bit for bit.
#pragma once

#include <string>

namespace ts {

/// Python's `repr(float)` (and `str(float)`): the shortest digits that round
/// trip, fixed notation for decimal exponents in [-4, 16), `.0` on integral
/// values: `1.0`, `0.1`, `1e-05`, `1e+16`, `inf`, `-inf`, `nan`, `-0.0`.
std::string pythonFloatRepr(double value);

/// How script code prints a float (`print`, `str`, f-strings; c10's
/// `operator<<(ostream&, IValue)`): integral values in int64 range print as
/// the integer plus `.` (`1.`, `-0.0` -> `0.`), everything else as `%.17g`
/// (`3.3999999999999999`, `1e+19`, `inf`, `nan`, `-nan`).
std::string scriptFloatRepr(double value);

/// c10's `IValue::repr` of a float, used where script values are printed as
/// code (constants in `.code` and graphs): like scriptFloatRepr but only for
/// |x| < 1e10 is the integral form used, and `-0.0` prints as `-0.`.
std::string scriptFloatCodeRepr(double value);

/// Python's `repr(complex)`: `(1+2j)`, `2j`, `-0j`, `(-0-1j)`, `(nan+nanj)`.
/// Components use repr digits without a forced `.0`.
std::string pythonComplexRepr(double real, double imag);

/// How script code prints a complex: `real<sign>|imag|j` with both parts in
/// scriptFloatRepr form and no parentheses: `1.+2.j`, `0.-1.j`; the sign is
/// `-` whenever `imag >= 0` is false (so a NaN imaginary part prints `-nanj`).
std::string scriptComplexRepr(double real, double imag);

/// `std::ostream << double` with the given precision and default float
/// field, i.e. printf `%.<precision>g`: `0.333333`, `1e-10`, `1.23457e+08`.
/// Used for 0-dim tensors printed from script code.
std::string formatCppStream(double value, int precision = 6);

}  // namespace ts
