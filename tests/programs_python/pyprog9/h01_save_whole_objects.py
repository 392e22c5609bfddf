# torch.save/torch.load of whole objects: a model with tied weights and a shared submodule,
# user class instances, sets, tensors sharing storage, and a file on disk.
import io
import os
import tempfile
import torch
import torch.nn as nn


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(5, 4)
        self.shared = nn.Linear(4, 4)
        self.block = nn.Sequential(self.shared, nn.ReLU(), self.shared)
        self.out = nn.Linear(4, 5, bias=False)
        self.out.weight = self.emb.weight
        self.register_buffer("steps", torch.tensor(3))
        self.note = "tied"

    def forward(self, idx):
        return self.out(self.block(self.emb(idx)))


class Vocab:
    def __init__(self, words):
        self.itos = list(words)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.specials = {"<pad>", "<unk>"}

    def __len__(self):
        return len(self.itos)


torch.manual_seed(0)
model = Tied()
idx = torch.tensor([[1, 2, 3]])
ref = model(idx)
buf = io.BytesIO()
torch.save({"model": model, "vocab": Vocab(["a", "b"]), "tags": frozenset({1}), "pair": (1, "x")}, buf)
buf.seek(0)
obj = torch.load(buf)
m2, v2 = obj["model"], obj["vocab"]
print(type(m2).__name__, m2.note, m2.training, m2.steps.item(), obj["tags"], obj["pair"])
print(m2.out.weight is m2.emb.weight, m2.block[0] is m2.shared, m2.block[2] is m2.block[0])
print(torch.equal(m2(idx), ref), len(list(m2.parameters())), sorted(m2.state_dict().keys()))
print(type(v2).__name__, len(v2), v2.stoi, sorted(v2.specials))
print(m2)
with torch.no_grad():
    m2.emb.weight.zero_()
print(m2.out.weight.abs().sum().item(), model.out.weight.abs().sum().item() > 0)

base = torch.arange(10.0)
views = {"even": base[::2], "tail": base[5:], "mat": base.view(2, 5)}
buf = io.BytesIO()
torch.save(views, buf)
buf.seek(0)
loaded = torch.load(buf)
loaded["mat"][1, 0] = -1.0
print(loaded["tail"][0].item(), loaded["even"].tolist(), loaded["tail"].stride(), loaded["even"].is_contiguous())

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "ckpt.pt")
    torch.save(model.state_dict(), path)
    sd = torch.load(path)
    print(os.path.exists(path), list(sd.keys())[:3], sd["out.weight"].data_ptr() == sd["emb.weight"].data_ptr())
    fresh = Tied()
    fresh.load_state_dict(sd)
    print(torch.equal(fresh(idx), ref))
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    model(idx).sum().backward()
    opt.step()
    torch.save(opt.state_dict(), path)
    osd = torch.load(path)
    print(sorted(osd.keys()), osd["param_groups"][0]["momentum"], len(osd["state"]))
