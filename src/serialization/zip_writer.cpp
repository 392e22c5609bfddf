// ===--- zip_writer.cpp - writing PyTorch-style zip archives --------------=== //
// Entries are stored uncompressed with their data 64-byte aligned: the local
// header's extra field carries an "FB" padding record, as PyTorch writes it.
// Sizes and offsets past 32 bits switch the entry (and the end records) to Zip64.
#include "serialization/zip_archive.h"

#include <algorithm>
#include <fstream>

#include <sys/stat.h>

#include "serialization/crc32.h"
#include "support/error.h"

namespace ts {

namespace {

constexpr uint64_t kMax32 = 0xffffffffu;

void put(std::string& out, uint64_t v, size_t n) {
  for (size_t i = 0; i < n; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

uint32_t crcOf(std::string_view data) { return crc32Update(0, data.data(), data.size()); }

/// The Zip64 extended-information field with the given 64-bit values.
std::string zip64Extra(const std::vector<uint64_t>& values) {
  std::string x;
  put(x, 1, 2);
  put(x, values.size() * 8, 2);
  for (uint64_t v : values) put(x, v, 8);
  return x;
}

void putCentralEntry(std::string& out, const ZipEntry& e) {
  bool big_size = e.size >= kMax32, big_offset = e.header_offset >= kMax32;
  std::vector<uint64_t> wide;
  if (big_size) wide = {e.size, e.compressed_size};
  if (big_offset) wide.push_back(e.header_offset);
  std::string extra = wide.empty() ? std::string() : zip64Extra(wide);
  put(out, 0x02014b50, 4);
  put(out, wide.empty() ? 20 : 45, 2);  // version made by
  put(out, wide.empty() ? 20 : 45, 2);  // version needed
  put(out, 0x0800, 2);                  // names are UTF-8
  put(out, 0, 2);                       // stored
  put(out, 0, 4);                       // time and date: 0 keeps files reproducible
  put(out, e.crc32, 4);
  put(out, big_size ? kMax32 : e.compressed_size, 4);
  put(out, big_size ? kMax32 : e.size, 4);
  put(out, e.name.size(), 2);
  put(out, extra.size(), 2);
  put(out, 0, 2);  // comment
  put(out, 0, 2);  // disk
  put(out, 0, 2);  // internal attributes
  put(out, 0, 4);  // external attributes
  put(out, big_offset ? kMax32 : e.header_offset, 4);
  out += e.name;
  out += extra;
}

}  // namespace

void ZipWriter::writeRecord(const std::string& record, std::string_view data) {
  TS_CHECK(!finished_, "ZipWriter: record written after finish()");
  ZipEntry e;
  e.name = archive_name_ + "/" + record;
  e.size = e.compressed_size = data.size();
  e.crc32 = crcOf(data);
  e.header_offset = out_.size();
  bool big = e.size >= kMax32;
  std::string extra = big ? zip64Extra({e.size, e.size}) : std::string();
  uint64_t before_pad = e.header_offset + 30 + e.name.size() + extra.size() + 4;
  uint64_t pad = (kAlignment - before_pad % kAlignment) % kAlignment;
  put(extra, 0x4246, 2);  // "FB": PyTorch's padding record
  put(extra, pad, 2);
  extra.append(pad, 'Z');
  put(out_, 0x04034b50, 4);
  put(out_, big ? 45 : 20, 2);
  put(out_, 0x0800, 2);
  put(out_, 0, 2);
  put(out_, 0, 4);
  put(out_, e.crc32, 4);
  put(out_, big ? kMax32 : e.size, 4);
  put(out_, big ? kMax32 : e.size, 4);
  put(out_, e.name.size(), 2);
  put(out_, extra.size(), 2);
  out_ += e.name;
  out_ += extra;
  e.data_offset = out_.size();
  out_.append(data.data(), data.size());
  written_.push_back(std::move(e));
}

std::string ZipWriter::finish() {
  TS_CHECK(!finished_, "ZipWriter: finish() called twice");
  finished_ = true;
  uint64_t cd_offset = out_.size();
  for (const ZipEntry& e : written_) putCentralEntry(out_, e);
  uint64_t cd_size = out_.size() - cd_offset;
  uint64_t count = written_.size();
  bool zip64 = count >= 0xffff || cd_offset >= kMax32 || cd_size >= kMax32;
  if (zip64) {
    uint64_t end64 = out_.size();
    put(out_, 0x06064b50, 4);
    put(out_, 44, 8);  // size of the rest of this record
    put(out_, 45, 2);
    put(out_, 45, 2);
    put(out_, 0, 4);
    put(out_, 0, 4);
    put(out_, count, 8);
    put(out_, count, 8);
    put(out_, cd_size, 8);
    put(out_, cd_offset, 8);
    put(out_, 0x07064b50, 4);
    put(out_, 0, 4);
    put(out_, end64, 8);
    put(out_, 1, 4);
  }
  put(out_, 0x06054b50, 4);
  put(out_, 0, 4);  // disk numbers
  put(out_, zip64 ? 0xffff : count, 2);
  put(out_, zip64 ? 0xffff : count, 2);
  put(out_, zip64 ? kMax32 : cd_size, 4);
  put(out_, zip64 ? kMax32 : cd_offset, 4);
  put(out_, 0, 2);  // comment
  return std::move(out_);
}

void ZipWriter::checkParentDirectory(const std::string& path) {
  size_t slash = path.find_last_of('/');
  if (slash == std::string::npos) return;
  std::string dir = path.substr(0, slash);
  struct stat st;
  if (!dir.empty() && !(::stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode)))
    throw Error("Parent directory " + dir + " does not exist.");
}

void ZipWriter::finishToFile(const std::string& path) {
  checkParentDirectory(path);
  std::string bytes = finish();
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) throw Error("File " + path + " cannot be opened.");
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!f) throw Error("PytorchStreamWriter failed writing file " + path);
}

}  // namespace ts
