# Tracing full small models (CNN with BatchNorm in eval, an LSTM, an embedding bag) and comparing outputs.
import torch
import torch.nn as nn


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2))
        self.classifier = nn.Linear(4 * 4 * 4, 3)

    def forward(self, x):
        x = self.features(x)
        return self.classifier(torch.flatten(x, 1))


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.lstm = nn.LSTM(4, 5, batch_first=True)
        self.fc = nn.Linear(5, 2)

    def forward(self, tokens):
        h, (hn, cn) = self.lstm(self.emb(tokens))
        return self.fc(h), hn


torch.manual_seed(0)
cnn = CNN().eval()
x = torch.randn(2, 1, 8, 8)
tc = torch.jit.trace(cnn, x)
print(torch.allclose(tc(x), cnn(x), atol=1e-6), torch.allclose(tc(torch.ones(5, 1, 8, 8)), cnn(torch.ones(5, 1, 8, 8)), atol=1e-6))
print([n for n, _ in tc.named_children()], type(tc.features).__name__)
print(getattr(tc.features, "1").running_var.shape)
tagger = Tagger().eval()
tok = torch.tensor([[1, 2, 3, 4]])
tt = torch.jit.trace(tagger, tok)
o1, h1 = tt(tok)
o2, h2 = tagger(tok)
print(torch.allclose(o1, o2, atol=1e-6), torch.allclose(h1, h2, atol=1e-6), tuple(o1.shape), tuple(h1.shape))
o3, _ = tt(torch.tensor([[5, 6, 7, 8, 9, 1]]))
print(tuple(o3.shape))
bag = nn.EmbeddingBag(10, 3, mode="mean")
tb = torch.jit.trace(bag, (torch.tensor([1, 2, 4, 5]), torch.tensor([0, 2])))
print(torch.allclose(tb(torch.tensor([1, 2, 4, 5]), torch.tensor([0, 2])), bag(torch.tensor([1, 2, 4, 5]), torch.tensor([0, 2]))))
scripted = torch.jit.script(cnn)
print(torch.allclose(scripted(x), tc(x), atol=1e-6), scripted.training, tc.training)
frozen = torch.jit.freeze(scripted)
print(torch.allclose(frozen(x), cnn(x), atol=1e-5), hasattr(frozen, "features"))
