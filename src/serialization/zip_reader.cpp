// ===--- zip_reader.cpp - parsing and reading PyTorch zip archives --------=== //
// Only what `.pt` files use: one disk, stored or deflated entries, optional
// Zip64 records. Every field read from the file is bounds-checked first, and
// inflating is capped by LoadLimits (Note [Load limits]).
#include "serialization/zip_archive.h"

#include "serialization/crc32.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <memory>

#include "support/error.h"

namespace ts {

namespace {

constexpr uint32_t kLocalHeaderSig = 0x04034b50;
constexpr uint32_t kCentralSig = 0x02014b50;
constexpr uint32_t kEndSig = 0x06054b50;
constexpr uint32_t kEnd64LocatorSig = 0x07064b50;
constexpr uint32_t kEnd64Sig = 0x06064b50;
constexpr size_t kEndSize = 22;
constexpr size_t kCentralSize = 46;
constexpr size_t kLocalSize = 30;

[[noreturn]] void corrupt(const std::string& what) {
  throw Error("PytorchStreamReader failed reading zip archive: " + what);
}

/// Little-endian reads with a bounds check against the whole buffer.
class Cursor {
 public:
  Cursor(std::string_view buf, uint64_t pos) : buf_(buf), pos_(pos) {}
  uint64_t u(size_t n) {
    if (pos_ > buf_.size() || n > buf_.size() - pos_) corrupt("truncated file");
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(buf_[pos_ + i])) << (8 * i);
    pos_ += n;
    return v;
  }
  uint16_t u16() { return static_cast<uint16_t>(u(2)); }
  uint32_t u32() { return static_cast<uint32_t>(u(4)); }
  uint64_t u64() { return u(8); }
  std::string bytes(size_t n) {
    if (pos_ > buf_.size() || n > buf_.size() - pos_) corrupt("truncated file");
    std::string s(buf_.substr(pos_, n));
    pos_ += n;
    return s;
  }
  void skip(uint64_t n) {
    if (pos_ > buf_.size() || n > buf_.size() - pos_) corrupt("truncated file");
    pos_ += n;
  }
  uint64_t pos() const { return pos_; }

 private:
  std::string_view buf_;
  uint64_t pos_;
};

/// Offset of the end-of-central-directory record (searching back over a
/// comment of up to 64 KiB, the most the format allows).
uint64_t findEndRecord(std::string_view buf) {
  if (buf.size() < kEndSize) corrupt("not a ZIP archive");
  uint64_t lowest = buf.size() > kEndSize + 0xffff ? buf.size() - kEndSize - 0xffff : 0;
  for (uint64_t p = buf.size() - kEndSize + 1; p-- > lowest;) {
    if (Cursor(buf, p).u32() == kEndSig) return p;
  }
  corrupt("failed finding central directory");
}

/// Applies a Zip64 extended-information extra field (id 1) to the entry.
void applyZip64Extra(const std::string& extra, ZipEntry& e, bool need_size, bool need_csize,
                     bool need_offset) {
  Cursor c(extra, 0);
  while (c.pos() + 4 <= extra.size()) {
    uint16_t id = c.u16();
    uint16_t len = c.u16();
    if (id != 1) {
      c.skip(len);
      continue;
    }
    if (8u * (need_size + need_csize + need_offset) > len) corrupt("short Zip64 extra field for " + e.name);
    Cursor f(extra, c.pos());
    if (need_size) e.size = f.u64();
    if (need_csize) e.compressed_size = f.u64();
    if (need_offset) e.header_offset = f.u64();
    return;
  }
  if (need_size || need_csize || need_offset) corrupt("missing Zip64 extra field for " + e.name);
}

ZipEntry readCentralEntry(Cursor& c) {
  if (c.u32() != kCentralSig) corrupt("bad central directory entry signature");
  ZipEntry e;
  c.skip(4);  // versions
  uint16_t flags = c.u16();
  if (flags & 1) corrupt("encrypted entries are not supported");
  e.method = c.u16();
  c.skip(4);  // time, date
  e.crc32 = c.u32();
  e.compressed_size = c.u32();
  e.size = c.u32();
  uint16_t name_len = c.u16(), extra_len = c.u16(), comment_len = c.u16();
  c.skip(8);  // disk, internal and external attributes
  e.header_offset = c.u32();
  e.name = c.bytes(name_len);
  std::string extra = c.bytes(extra_len);
  c.skip(comment_len);
  applyZip64Extra(extra, e, e.size == 0xffffffffu, e.compressed_size == 0xffffffffu,
                  e.header_offset == 0xffffffffu);
  return e;
}

}  // namespace

ZipReader::ZipReader(std::string bytes, const LoadLimits& limits)
    : ZipReader(std::make_shared<const std::string>(std::move(bytes)), limits) {}

ZipReader::ZipReader(std::shared_ptr<const std::string> bytes, const LoadLimits& limits)
    : ZipReader(std::string_view(*bytes), bytes, limits) {}

ZipReader::ZipReader(std::string_view bytes, std::shared_ptr<const void> owner, const LoadLimits& limits)
    : owner_(std::move(owner)), bytes_(bytes), limits_(limits) {
  parseCentralDirectory();
  checkLayout();
  // Archives may hold many entries, and every storage is looked up by name.
  for (size_t i = 0; i < entries_.size(); ++i) by_name_.try_emplace(entries_[i].name, i);
}

ZipReader ZipReader::fromFile(const std::string& path, const LoadLimits& limits) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    throw Error("open file failed because of errno 2 on fopen: No such file or directory, file path: " + path);
  }
  // Note [Mapped archives]: the file is mapped, not read: a model's weights
  // are most of it, and reading would zero, fill and then copy every page
  // once more into the storages. The pages are the page cache's own.
  struct stat st;
  bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
  void* p = regular ? ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0)
                    : MAP_FAILED;
  ::close(fd);
  if (p == MAP_FAILED) return ZipReader(std::string(), limits);  // not a zip archive
  size_t size = static_cast<size_t>(st.st_size);
  std::shared_ptr<void> mapping(p, [size](void* q) { ::munmap(q, size); });
  ZipReader z(std::string_view(static_cast<const char*>(p), size), mapping, limits);
  // Note [Zero-copy load]: populated read-only first (a populate of a
  // writable private mapping would break copy-on-write and copy every
  // page), then made writable: the first write to a page copies it.
  if (::mprotect(p, size, PROT_READ | PROT_WRITE) == 0) z.shareable_ = std::move(mapping);
  return z;
}

char* ZipReader::sharedRecord(const std::string& record, uint64_t& size, std::shared_ptr<void>& keep_alive) const {
  const ZipEntry& e = entryOf(record);
  if (!shareable_ || e.method != 0) return nullptr;
  // data_offset + size was checked against the file when the entry was read.
  char* data = static_cast<char*>(shareable_.get()) + e.data_offset;
  if (reinterpret_cast<uintptr_t>(data) % kShareAlignment != 0) return nullptr;
  size = e.size;
  keep_alive = shareable_;
  return data;
}

void ZipReader::parseCentralDirectory() {
  uint64_t end = findEndRecord(bytes_);
  Cursor c(bytes_, end + 4);
  c.skip(6);  // disk numbers, entries on this disk
  uint64_t count = c.u16();
  uint64_t cd_size = c.u32();
  uint64_t cd_offset = c.u32();
  if (count == 0xffff || cd_size == 0xffffffffu || cd_offset == 0xffffffffu) {
    if (end < 20) corrupt("missing Zip64 end of central directory locator");
    Cursor loc(bytes_, end - 20);
    if (loc.u32() != kEnd64LocatorSig) corrupt("missing Zip64 end of central directory locator");
    loc.skip(4);
    Cursor e64(bytes_, loc.u64());
    if (e64.u32() != kEnd64Sig) corrupt("bad Zip64 end of central directory record");
    e64.skip(28);  // record size, versions, disk numbers, entries on this disk
    count = e64.u64();
    cd_size = e64.u64();
    cd_offset = e64.u64();
  }
  if (cd_offset > bytes_.size() || cd_size > bytes_.size() - cd_offset) {
    corrupt("central directory lies outside the file");
  }
  if (count > cd_size / kCentralSize) corrupt("entry count does not fit the central directory");
  Cursor cd(bytes_, cd_offset);
  entries_.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    entries_.push_back(readCentralEntry(cd));
    readEntryData(entries_.back());
  }
  if (entries_.empty()) corrupt("archive has no entries");
  const std::string& first = entries_.front().name;
  size_t slash = first.find('/');
  if (slash == std::string::npos) corrupt("file in archive is not in a subdirectory: " + first);
  archive_name_ = first.substr(0, slash);
}

/// Locates the entry's bytes through its local header and checks they fit.
void ZipReader::readEntryData(ZipEntry& e) const {
  Cursor c(bytes_, e.header_offset);
  if (c.u32() != kLocalHeaderSig) corrupt("bad local header signature for " + e.name);
  c.skip(kLocalSize - 8);
  uint16_t name_len = c.u16(), extra_len = c.u16();
  c.skip(uint64_t(name_len) + extra_len);
  e.data_offset = c.pos();
  if (e.compressed_size > bytes_.size() - e.data_offset) corrupt("entry data lies outside the file: " + e.name);
  if (e.method == 0 && e.size != e.compressed_size) corrupt("stored entry sizes disagree: " + e.name);
  if (e.method != 0 && e.method != 8) {
    corrupt("unsupported compression method " + std::to_string(e.method) + " for " + e.name);
  }
  // Deflate cannot expand by more than ~1032:1; a larger claim is corruption
  // (and would make us allocate absurd buffers).
  if (e.method == 8 && e.size / 1032 > e.compressed_size + 1) corrupt("implausible size for " + e.name);
}

/// Entries may not overlap each other or the central directory (one
/// compressed block claimed by many entries is the classic zip bomb), and
/// the inflated sizes they declare must fit the limits.
void ZipReader::checkLayout() {
  std::vector<const ZipEntry*> byOffset;
  uint64_t inflated = 0;
  for (const ZipEntry& e : entries_) {
    byOffset.push_back(&e);
    if (e.method != 8) continue;
    if (e.size > limits_.max_inflated_record) {
      corrupt(e.name + " inflates to " + std::to_string(e.size) + " bytes, more than the limit of " +
              std::to_string(limits_.max_inflated_record) + " for one record");
    }
    inflated += e.size;  // each term is capped, so the sum cannot wrap
    if (inflated > limits_.max_inflated_total) {
      corrupt("compressed records inflate to more than the limit of " + std::to_string(limits_.max_inflated_total) +
              " bytes");
    }
  }
  std::sort(byOffset.begin(), byOffset.end(),
            [](const ZipEntry* a, const ZipEntry* b) { return a->header_offset < b->header_offset; });
  for (size_t i = 0; i + 1 < byOffset.size(); ++i) {
    // data_offset + compressed_size was checked against the file size.
    if (byOffset[i]->data_offset + byOffset[i]->compressed_size > byOffset[i + 1]->header_offset) {
      corrupt("overlapping entries " + byOffset[i]->name + " and " + byOffset[i + 1]->name);
    }
  }
}

const ZipEntry* ZipReader::find(const std::string& full_name) const {
  auto it = by_name_.find(full_name);
  return it == by_name_.end() ? nullptr : &entries_[it->second];
}

bool ZipReader::hasRecord(const std::string& record) const {
  return find(archive_name_ + "/" + record) != nullptr;
}

std::vector<std::string> ZipReader::recordsUnder(const std::string& folder) const {
  std::string prefix = archive_name_ + "/" + folder + "/";
  std::vector<std::string> out;
  for (const ZipEntry& e : entries_) {
    if (e.name.compare(0, prefix.size(), prefix) == 0) out.push_back(e.name.substr(archive_name_.size() + 1));
  }
  return out;
}

namespace {

std::string inflateRaw(const char* data, uint64_t csize, uint64_t size, const std::string& name) {
  std::string out(size, '\0');
  z_stream zs;
  std::memset(&zs, 0, sizeof zs);
  if (inflateInit2(&zs, -MAX_WBITS) != Z_OK) corrupt("cannot initialize inflate");
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data));
  zs.avail_in = static_cast<uInt>(csize);
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(size);
  // The output buffer is the declared size: zlib never writes past it, and
  // a stream that would is rejected.
  int rc = inflate(&zs, Z_FINISH);
  uint64_t produced = zs.total_out;
  bool full = zs.avail_out == 0;
  inflateEnd(&zs);
  if (rc == Z_BUF_ERROR && full) corrupt(name + " inflates to more than its declared size");
  if (rc != Z_STREAM_END || produced != size) corrupt("bad compressed data for " + name);
  return out;
}

}  // namespace

const ZipEntry& ZipReader::entryOf(const std::string& record) const {
  const ZipEntry* e = find(archive_name_ + "/" + record);
  if (!e) throw Error("PytorchStreamReader failed locating file " + record + ": file not found");
  return *e;
}

void ZipReader::checkCrc(const ZipEntry& e, const char* data, uint64_t size) {
  if (crc32Update(0, data, size) != e.crc32) corrupt("CRC-32 mismatch for " + e.name);
}

std::string ZipReader::getRecord(const std::string& record) const {
  const ZipEntry& e = entryOf(record);
  const char* data = bytes_.data() + e.data_offset;
  // zlib takes 32-bit lengths; compressed code entries never come near that.
  if (e.method == 8 && (e.compressed_size > 0xffffffffu || e.size > 0xffffffffu)) {
    corrupt("compressed entry too large: " + e.name);
  }
  std::string out = e.method == 0 ? std::string(data, e.size)
                                  : inflateRaw(data, e.compressed_size, e.size, e.name);
  checkCrc(e, out.data(), out.size());
  return out;
}

void ZipReader::readRecordInto(const std::string& record, const std::function<void*(uint64_t)>& allocate) const {
  const ZipEntry& e = entryOf(record);
  if (e.method != 0) {
    std::string bytes = getRecord(record);
    void* dst = allocate(bytes.size());
    if (!bytes.empty()) std::memcpy(dst, bytes.data(), bytes.size());
    return;
  }
  // Copy and check in cache-sized chunks: the CRC reads what the copy just
  // wrote, so a tensor's bytes cross memory once.
  const char* data = bytes_.data() + e.data_offset;
  char* dst = static_cast<char*>(allocate(e.size));
  constexpr uint64_t kChunk = 256 * 1024;
  uint32_t crc = 0;
  for (uint64_t off = 0; off < e.size; off += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, e.size - off));
    std::memcpy(dst + off, data + off, n);
    crc = crc32Update(crc, dst + off, n);
  }
  if (crc != e.crc32) corrupt("CRC-32 mismatch for " + e.name);
}

}  // namespace ts
