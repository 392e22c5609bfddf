// ===--- printing.h - values as TorchScript and Python print them ---------=== //
// Script code prints with c10's IValue printer (`1.`, `[a, b]`, `{a: 1}`);
// Python-level code prints with Python's str/repr (`1.0`, `['a', 'b']`).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "runtime/ivalue.h"

namespace ts {

/// How TorchScript prints a value inside script code (`print`, `str()`,
/// `"{}".format`): floats as `1.` / `0.10000000000000001`, strings unquoted
/// even inside containers, `(1,)`, `{a: 1}`, `Enum<Color.RED>`, tensors in
/// ATen's stream format (` 1\n 2\n[ CPUFloatType{2} ]`).
std::string scriptStr(const IValue& v);

/// Python's `str(v)` at top level: like pythonRepr except that a bare str
/// prints raw, a device prints `cpu` and an enum prints `Color.RED`.
std::string pythonStr(const IValue& v);

/// Python's `repr(v)`: `1.0`, `'a'`, `[1, 'a']`, `{'a': 1}`, `(1,)`,
/// `device(type='cpu')`, `Point(x=1, y=2.0)`, `<Color.RED: 1>`,
/// `<__main__.Foo object at 0x...>`, tensors as `tensor([1., 2.])`.
std::string pythonRepr(const IValue& v);

/// Python's `format(v, spec)` (f-string fields): the str/int/float
/// mini-language; a 0-dim tensor formats its item, any other value only
/// with an empty spec (its str()).
std::string pythonFormat(const IValue& v, const std::string& spec);

/// An f-string / str.format field: `!r`/`!a` (repr) or `!s` (str) first
/// when `conversion` is set, then pythonFormat with `spec`.
std::string pythonFormatField(const IValue& v, char conversion, const std::string& spec);

/// Python's `format.format(*positional, **keywords)` (str_format.cpp):
/// `{}`, `{0}`, `{name}`, conversions, specs with nested fields, `{{`/`}}`.
std::string pythonStrFormat(const std::string& format, const std::vector<IValue>& positional,
                            const std::vector<std::pair<std::string, IValue>>& keywords);

}  // namespace ts
