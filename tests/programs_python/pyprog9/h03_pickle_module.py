# The pickle module: dumps/loads/dump/load of user objects, containers with shared members, files.
import io
import os
import pickle
import tempfile
from collections import Counter, OrderedDict


class Vocab:
    def __init__(self, words):
        self.itos = sorted(set(words))
        self.stoi = {w: i for i, w in enumerate(self.itos)}


v = Vocab("the cat sat on the mat".split())
blob = pickle.dumps(v)
print(type(blob).__name__, pickle.HIGHEST_PROTOCOL >= 4)
v2 = pickle.loads(blob)
print(type(v2).__name__, v2.itos, v2.stoi == v.stoi, v2 is not v)
data = {"counts": Counter("hello"), "ordered": OrderedDict(a=1), "nested": [1, (2, 3), {4}], "none": None}
shared = [1, 2]
data["twice"] = [shared, shared]
back = pickle.loads(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
print(back["ordered"], back["nested"], back["twice"][0] is back["twice"][1], back["none"])
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "vocab.pkl")
    with open(path, "wb") as f:
        pickle.dump(v, f)
    with open(path, "rb") as f:
        v3 = pickle.load(f)
    print(v3.itos[:2], os.path.getsize(path) > 0)
buf = io.BytesIO()
pickle.dump([1.5, "x", b"y", True], buf)
buf.seek(0)
print(pickle.load(buf))
try:
    pickle.loads(b"garbage")
except pickle.UnpicklingError as e:
    print("UnpicklingError")
import torch
print(torch.backends.mps.is_available(), torch.backends.mps.is_built(), torch.cuda.is_available())
