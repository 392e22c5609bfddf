# uuid for run identifiers: deterministic uuid5/uuid3 from a config, random uuid4 checked by shape only.
import uuid
import json
import torch

cfg = json.dumps({"model": "resnet18", "lr": 0.1, "seed": 0}, sort_keys=True)
rid = uuid.uuid5(uuid.NAMESPACE_DNS, cfg)
print(rid, repr(rid), rid.version, rid.variant)
print(uuid.uuid3(uuid.NAMESPACE_URL, "https://pytorch.org"), uuid.uuid5(uuid.NAMESPACE_OID, "1.2.3"))
print(uuid.uuid5(uuid.NAMESPACE_X500, "x500-name"), uuid.NAMESPACE_DNS)
try:
    uuid.uuid5(uuid.NAMESPACE_X500, b"bytes-name")
except TypeError as e:
    print("TypeError:", e)
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u.hex, u.int, u.bytes, u.urn, u.fields, u.time_low, u.node, u.version, u.variant)
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID("urn:uuid:12345678123456781234567812345678") == u)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(int=u.int), uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u)
print(u.bytes_le, str(uuid.UUID(int=0)), uuid.UUID(hex="0" * 32, version=4))
print(sorted([uuid.UUID(int=5), uuid.UUID(int=2), uuid.UUID(int=9)]))
print(len({uuid.UUID(int=1), uuid.UUID(int=1)}), int(uuid.UUID(int=77)))
r = uuid.uuid4()
print(type(r).__name__, r.version, r.variant, len(str(r)), str(r).count("-"), r != uuid.uuid4())
t1 = uuid.uuid1()
print(t1.version, len(t1.hex))
name = f"run-{rid.hex[:8]}"
print(name)
torch.manual_seed(int(rid.hex[:8], 16) % (2 ** 31))
print(torch.rand(2))
for bad in ["not-a-uuid", "1234"]:
    try:
        uuid.UUID(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    u.int = 5
except TypeError as e:
    print("TypeError:", e)
try:
    uuid.UUID()
except TypeError as e:
    print("TypeError:", e)
