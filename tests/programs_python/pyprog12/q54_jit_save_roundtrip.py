import io
import torch
import torch.nn as nn

class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
        self.register_buffer("temperature", torch.tensor(2.0))
    def forward(self, x):
        return torch.softmax(self.body(x) / self.temperature, dim=-1)
    @torch.jit.export
    def predict(self, x):
        return self.forward(x).argmax(dim=-1)

torch.manual_seed(0)
m = Classifier().eval()
sm = torch.jit.script(m)
buf = io.BytesIO()
torch.jit.save(sm, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
x = torch.randn(5, 4)
print(torch.allclose(loaded(x), m(x)), loaded.predict(x).tolist() == m.predict(x).tolist())
print(loaded.temperature, [n for n, _ in loaded.named_buffers()])
print(sorted(loaded.state_dict().keys()))
buf2 = io.BytesIO()
torch.save({"model": m.state_dict(), "epoch": 3, "meta": {"acc": 0.9}}, buf2)
buf2.seek(0)
ck = torch.load(buf2)
print(ck["epoch"], ck["meta"], list(ck["model"].keys()))
m2 = Classifier()
print(m2.load_state_dict(ck["model"]))
print(torch.equal(m2.body[0].weight, m.body[0].weight))
print(loaded.original_name, loaded.body.original_name)
