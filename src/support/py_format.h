// ===--- py_format.h - Python's format-spec mini-language -----------------=== //
// `format(value, spec)` and f-string fields `{x:>8.3f}` in Python-level
// code: fill, alignment, sign, `#`, `0`, width, `,`/`_` grouping, precision
// and the presentation types of str, int and float, with Python's messages
// (ValueError) for specs a type rejects.
#pragma once

#include <cstdint>
#include <string>

namespace ts {

std::string pyFormatStr(const std::string& s, const std::string& spec);
std::string pyFormatInt(int64_t v, const std::string& spec);
std::string pyFormatFloat(double v, const std::string& spec);

}  // namespace ts
