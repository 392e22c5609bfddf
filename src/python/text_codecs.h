// ===--- text_codecs.h - str.encode and bytes.decode ----------------------=== //
#pragma once

#include <string>

namespace ts::py {

class Interp;

/// `text` (a str's UTF-8) encoded as `encoding` with the error handler
/// `errors`, as str.encode does; LookupError for an unknown encoding,
/// UnicodeEncodeError for a character the encoding lacks under "strict".
std::string encodeText(Interp& in, const std::string& text, const std::string& encoding, const std::string& errors);
/// `data` decoded as `encoding` into UTF-8, as bytes.decode does.
std::string decodeText(Interp& in, const std::string& data, const std::string& encoding, const std::string& errors);

}  // namespace ts::py
