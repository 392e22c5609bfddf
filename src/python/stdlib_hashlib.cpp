// ===--- stdlib_hashlib.cpp - _hashlib: message digests on nettle ---------=== //
// The hashlib module (Python source in stdlib_binary_py.cpp) keeps each hash
// object's state as a bytes value holding the nettle context, so no new
// object kind is needed: update() returns the next state and copy() is a
// plain copy. Nettle (Debian's nettle-dev) provides the algorithms through
// its generic nettle_hash table, by the names hashlib uses (md5, sha1,
// sha256, sha3_256, ...).
#include <nettle/nettle-meta.h>

#include <cstring>
#include <memory>
#include <string>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

const nettle_hash* findHash(Interp& in, const IValue& name) {
  if (!isStrValue(name)) in.raise(in.e.TypeError, "hash name must be a str");
  std::string n = name.toStr();
  for (char& c : n) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const nettle_hash* const* h = nettle_get_hashes(); *h; ++h)
    if (n == (*h)->name) return *h;
  in.raise(in.e.ValueError, "unsupported hash type " + name.toStr());
}

/// Note [Hash state as bytes]: nettle contexts are plain structs of
/// integers and buffers, so copying their bytes copies the state. They are
/// copied into aligned storage before nettle touches them.
struct Context {
  std::unique_ptr<std::max_align_t[]> mem;
  explicit Context(const nettle_hash* h)
      : mem(new std::max_align_t[h->context_size / sizeof(std::max_align_t) + 1]) {}
  void* get() { return mem.get(); }
};

Context loadState(Interp& in, const nettle_hash* h, const IValue& state) {
  if (!isBytes(state) || state.toStr().size() != h->context_size) in.raise(in.e.ValueError, "corrupt hash state");
  Context c(h);
  std::memcpy(c.get(), state.toStr().data(), h->context_size);
  return c;
}

IValue saveState(const nettle_hash* h, Context& c) {
  return makeBytes(std::string(static_cast<const char*>(c.get()), h->context_size));
}

IValue hashInit(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "init", 1, 1);
  const nettle_hash* h = findHash(in, a[0]);
  Context c(h);
  h->init(c.get());
  return saveState(h, c);
}

IValue hashUpdate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "update", 3, 3);
  const nettle_hash* h = findHash(in, a[0]);
  Context c = loadState(in, h, a[1]);
  if (!isBytes(a[2])) in.raise(in.e.TypeError, "object supporting the buffer API required");
  const std::string& data = a[2].toStr();
  h->update(c.get(), data.size(), reinterpret_cast<const uint8_t*>(data.data()));
  return saveState(h, c);
}

IValue hashDigest(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "digest", 2, 2);
  const nettle_hash* h = findHash(in, a[0]);
  Context c = loadState(in, h, a[1]);  // digest() resets the context; this is a copy
  std::string out(h->digest_size, '\0');
  h->digest(c.get(), out.size(), reinterpret_cast<uint8_t*>(out.data()));
  return makeBytes(std::move(out));
}

IValue hashInfo(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "info", 1, 1);
  const nettle_hash* h = findHash(in, a[0]);
  return in.newTuple({IValue(static_cast<int64_t>(h->digest_size)), IValue(static_cast<int64_t>(h->block_size))});
}

void initHashlibNative(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("init", hashInit);
  fn("update", hashUpdate);
  fn("digest", hashDigest);
  fn("info", hashInfo);
}

}  // namespace

void registerHashlibModule(Interp& in) { in.registerModule("_hashlib", initHashlibNative); }

}  // namespace ts::py
