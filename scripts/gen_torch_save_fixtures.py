"""Writes the torch.save / pickle files PyTorch 1.13 makes, for the program
tests in tests/programs_python/save_load10 (run with /usr/bin/python3)."""
import collections
import io
import os
import pickle
import sys

import torch
import torch.nn as nn

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "programs_python", "save_load10", "fixtures")
os.makedirs(out, exist_ok=True)
torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU(), nn.Flatten(), nn.Linear(8, 3))
model.eval()
torch.save(model.state_dict(), os.path.join(out, "sequential_state.pt"))
torch.save(model, os.path.join(out, "sequential_whole.pt"))
base = torch.arange(10, dtype=torch.float64)
mixed = {"view": base[3:7], "all": base, "int8": torch.tensor([-3, 4], dtype=torch.int8),
         "bf16": torch.tensor([1.5, -2.25], dtype=torch.bfloat16), "c64": torch.tensor([1 + 2j]),
         "grad": torch.ones(2, requires_grad=True), "param": nn.Parameter(torch.full((2,), 0.5)),
         "nested": [(1, "two", 3.0), {"k": None}], "big": 2 ** 80, "bytes": b"\x00\xff"}
torch.save(mixed, os.path.join(out, "mixed.pt"))
torch.save(mixed, os.path.join(out, "mixed_legacy.pt"), _use_new_zipfile_serialization=False)
with open(os.path.join(out, "tensor.pickle"), "wb") as f:
    pickle.dump({"t": torch.tensor([[1.0, 2.0], [3.0, 4.0]]).t(), "od": collections.OrderedDict(a=1)}, f)
x = torch.randn(2, 1, 4, 4)
with open(os.path.join(out, "sequential_input.txt"), "w") as f:
    f.write(repr(x.tolist()) + "\n")
print(torch.round(model(x), decimals=4), file=sys.stderr)
