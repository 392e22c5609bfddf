# A training script fingerprints its config and a checkpoint's bytes with hashlib.
import hashlib
import json
import torch

config = {"lr": 0.001, "batch_size": 32, "layers": [64, 32, 10], "optimizer": "adam"}
blob = json.dumps(config, sort_keys=True).encode("utf-8")
print("sha256:", hashlib.sha256(blob).hexdigest())
print("md5:", hashlib.md5(blob).hexdigest())
print("sha1:", hashlib.sha1(blob).hexdigest()[:12])
print("run id:", hashlib.sha256(blob).hexdigest()[:8])

h = hashlib.sha256()
for chunk in [b"epoch-1", b"epoch-2", b"epoch-3"]:
    h.update(chunk)
print(h.hexdigest())
print(h.name, h.digest_size, h.block_size, len(h.digest()))
c = h.copy()
c.update(b"more")
print(h.hexdigest() == hashlib.sha256(b"epoch-1epoch-2epoch-3").hexdigest(), c.hexdigest() != h.hexdigest())

# hashing tensor contents (deterministic integer values)
t = torch.arange(12, dtype=torch.int32).reshape(3, 4)
data = bytes(t.flatten().tolist())
print(hashlib.md5(data).hexdigest())
print(hashlib.new("sha512", b"abc").hexdigest()[:32])
print(hashlib.new("SHA224", b"").hexdigest())
print(hashlib.sha384(b"x").hexdigest()[:16], hashlib.sha3_256(b"abc").hexdigest()[:16])
print(hashlib.blake2b if False else "ok")
print(sorted(a for a in ["md5", "sha1", "sha256"] if a in hashlib.algorithms_guaranteed))

try:
    hashlib.sha256("not bytes")
except TypeError as e:
    print("TypeError:", e)
try:
    hashlib.new("nope")
except ValueError as e:
    print("ValueError:", e)

# bucket samples deterministically by hash
names = ["cat_001.png", "dog_002.png", "cat_003.png", "bird_004.png"]
for n in names:
    bucket = int(hashlib.md5(n.encode()).hexdigest(), 16) % 10
    print(n, "val" if bucket < 2 else "train", bucket)
