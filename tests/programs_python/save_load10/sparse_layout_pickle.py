# A sparse COO tensor and layouts through torch.save/torch.load and pickle:
# PyTorch 1.13 writes _rebuild_sparse_tensor(layout, (indices, values,
# size)) and torch.serialization._get_layout(name), byte for byte.
import io
import pickle

import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 1, 1], [2, 0, 2]]), torch.tensor([3.0, 4.0, 5.0]), (2, 3))
for layout in [torch.sparse_coo, torch.strided]:
    data = pickle.dumps(layout, protocol=2)
    print(data)
    print(pickle.loads(data) is layout)
for legacy in [False, True]:
    buf = io.BytesIO()
    torch.save({"s": s, "layouts": [torch.strided, torch.sparse_coo], "dense": s.to_dense()}, buf,
               _use_new_zipfile_serialization=not legacy)
    buf.seek(0)
    back = torch.load(buf)
    print(back["s"].layout, back["s"]._nnz(), back["layouts"])
    print(back["s"].to_dense())
    print(torch.equal(back["s"].to_dense(), back["dense"]))
buf = io.BytesIO()
torch.save(s, buf)
buf.seek(0)
print(torch.load(buf, weights_only=True).to_dense().sum())
print(torch.serialization._get_layout("torch.strided"))
try:
    torch.serialization._get_layout("torch.nothing")
except KeyError as e:
    print("KeyError", e)
