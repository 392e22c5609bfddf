// ===--- zip_archive.h - PyTorch's zip container, read and written --------=== //
// A `.pt` file is a zip archive whose entries all live under one top folder
// (`archive/data.pkl`, `archive/data/0`, ...). PyTorch stores tensor data
// uncompressed at 64-byte aligned offsets (padding goes in the local header's
// extra field, id "FB") and deflates only code entries.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "serialization/load_limits.h"

namespace ts {

/// One entry of the central directory.
struct ZipEntry {
  std::string name;          ///< full name inside the archive
  uint16_t method = 0;       ///< 0 stored, 8 deflate
  uint32_t crc32 = 0;
  uint64_t compressed_size = 0;
  uint64_t size = 0;         ///< uncompressed size
  uint64_t header_offset = 0;
  uint64_t data_offset = 0;  ///< offset of the entry's bytes (after the local header)
};

/// Reads a zip archive held in memory. Every offset and size is checked
/// against the buffer, entries may not overlap, and deflated entries are
/// inflated only up to their declared size within `limits`, so corrupt,
/// truncated or hostile input throws ts::Error and never reads out of
/// bounds or allocates without bound.
class ZipReader {
 public:
  /// Parses the central directory; throws ts::Error on malformed input.
  explicit ZipReader(std::string bytes, const LoadLimits& limits = {});
  /// The same over shared bytes (no copy).
  explicit ZipReader(std::shared_ptr<const std::string> bytes, const LoadLimits& limits = {});
  /// Maps a whole file and parses it; throws when it cannot be opened.
  static ZipReader fromFile(const std::string& path, const LoadLimits& limits = {});

  const std::vector<ZipEntry>& entries() const { return entries_; }
  /// The top folder all records live in (PyTorch's "archive name").
  const std::string& archiveName() const { return archive_name_; }
  /// Whether `archive_name/record` exists.
  bool hasRecord(const std::string& record) const;
  /// Names of records (without the archive prefix) under `folder/`.
  std::vector<std::string> recordsUnder(const std::string& folder) const;
  /// The contents of `archive_name/record`, inflated and CRC-checked.
  std::string getRecord(const std::string& record) const;
  /// The same bytes copied once into the memory `allocate(size)` returns
  /// (a tensor's storage), with no intermediate string for stored entries;
  /// the CRC is checked on the copy, so a corrupt record throws after
  /// `allocate` (of at most the file's size) has run.
  void readRecordInto(const std::string& record, const std::function<void*(uint64_t)>& allocate) const;
  /// Note [Zero-copy load]: the bytes of a stored record in place, inside a
  /// private writable file mapping, when the archive came from fromFile and
  /// the record is stored (not deflated) at a kShareAlignment-aligned
  /// address; nullptr otherwise (the caller copies with readRecordInto).
  /// `keep_alive` then owns the mapping: the bytes live as long as it does.
  /// The bytes are not CRC-checked (PyTorch does not check them either).
  char* sharedRecord(const std::string& record, uint64_t& size, std::shared_ptr<void>& keep_alive) const;
  /// Alignment a shared record needs: what tensor buffers get from the
  /// allocator and PyTorch's writer gives data records.
  static constexpr uint64_t kShareAlignment = 64;

 private:
  const ZipEntry& entryOf(const std::string& record) const;
  static void checkCrc(const ZipEntry& e, const char* data, uint64_t size);
  const ZipEntry* find(const std::string& full_name) const;
  void parseCentralDirectory();
  void readEntryData(ZipEntry& e) const;
  void checkLayout();
  ZipReader(std::string_view bytes, std::shared_ptr<const void> owner, const LoadLimits& limits);
  std::shared_ptr<const void> owner_;  ///< keeps bytes_ alive (a string or a file mapping)
  /// The file mapping when its pages may be written privately (fromFile);
  /// null when bytes_ must stay read-only (an embedder's string).
  std::shared_ptr<void> shareable_;
  std::string_view bytes_;
  LoadLimits limits_;
  std::vector<ZipEntry> entries_;
  std::unordered_map<std::string, size_t> by_name_;  ///< first entry of each name
  std::string archive_name_;
};

/// Writes a zip archive the way PyTorch does: every record under
/// `archive_name/`, data 64-byte aligned, Zip64 records when sizes or offsets
/// pass 4 GiB.
class ZipWriter {
 public:
  explicit ZipWriter(std::string archive_name) : archive_name_(std::move(archive_name)) {}
  /// Appends `archive_name/record`, stored uncompressed.
  void writeRecord(const std::string& record, std::string_view data);
  /// Writes the central directory; the archive bytes are complete after this.
  std::string finish();
  /// finish() and write the bytes to `path`; throws when the file cannot be written.
  void finishToFile(const std::string& path);

  /// PyTorchStreamWriter's checks before writing `path`: "Parent directory
  /// D does not exist." when its directory is missing (a path without '/'
  /// has none to check).
  static void checkParentDirectory(const std::string& path);

  /// Alignment of entry data, so tensors can be memory-mapped.
  static constexpr uint64_t kAlignment = 64;

 private:
  std::string archive_name_;
  std::string out_;
  std::vector<ZipEntry> written_;
  bool finished_ = false;
};

}  // namespace ts
