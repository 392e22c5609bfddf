# A torchvision-style conv block (Conv2d + BatchNorm2d + ReLU, residual) and
# an LSTM tagger scripted from live instances, in eval and train mode.
import torch
import torch.nn as nn


class BasicBlock(nn.Module):
    def __init__(self, channels: int):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)

    def forward(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + identity)


class Tagger(nn.Module):
    def __init__(self, vocab: int, dim: int, tags: int):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.lstm = nn.LSTM(dim, dim, batch_first=True)
        self.out = nn.Linear(dim, tags)

    def forward(self, tokens):
        h, _ = self.lstm(self.embed(tokens))
        return self.out(h).log_softmax(-1)


torch.manual_seed(0)
block = BasicBlock(2)
s = torch.jit.script(block)
x = torch.randn(1, 2, 4, 4)
print(torch.allclose(s(x), block(x)))
print(s.bn1.num_batches_tracked.item(), block.bn1.num_batches_tracked.item())
s.eval()
block.eval()
print(torch.allclose(s(x), block(x)), s.bn1.training)
print([n for n, _ in s.named_buffers()])
tagger = Tagger(10, 4, 3)
st = torch.jit.script(tagger)
tokens = torch.tensor([[1, 2, 3], [4, 5, 6]])
print(st(tokens).shape, torch.allclose(st(tokens), tagger(tokens), atol=1e-6))
print(st.lstm.original_name, st.embed.original_name)
