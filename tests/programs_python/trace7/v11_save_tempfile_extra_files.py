import os
import tempfile
import torch
import torch.nn as nn


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.tensor([1.0, 2.0]))
        self.register_buffer("std", torch.tensor([2.0, 4.0]))

    def forward(self, x):
        return (x - self.mean) / self.std


traced = torch.jit.trace(Scaler(), torch.ones(3, 2))
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "scaler.pt")
    torch.jit.save(traced, path, _extra_files={"meta.json": '{"version": 3}', "notes.txt": b"hello"})
    print(os.path.exists(path))
    extra = {"meta.json": "", "notes.txt": ""}
    loaded = torch.jit.load(path, _extra_files=extra)
    print(extra["meta.json"], extra["notes.txt"])
    print(type(extra["meta.json"]).__name__)
    print(loaded.code)
    print(loaded(torch.tensor([[3.0, 6.0]])))
    print(sorted(k for k in loaded.state_dict()))
    traced.save(os.path.join(d, "again.pt"))
    l2 = torch.jit.load(os.path.join(d, "again.pt"), map_location="cpu")
    print(l2.mean, l2.std)
    missing = {"absent.txt": ""}
    try:
        torch.jit.load(path, _extra_files=missing)
        print("loaded", repr(missing["absent.txt"]))
    except Exception as e:
        print(type(e).__name__)
