import torch
import torch.nn as nn

torch.manual_seed(9)
vocab, d, L = 20, 8, 6

class Embeddings(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(L, d)
        self.typ = nn.Embedding(2, d)
        self.norm = nn.LayerNorm(d)
        self.register_buffer("position_ids", torch.arange(L).unsqueeze(0), persistent=False)
    def forward(self, ids, types):
        return self.norm(self.tok(ids) + self.pos(self.position_ids[:, : ids.shape[1]]) + self.typ(types))

class MLMHead(nn.Module):
    def __init__(self, emb):
        super().__init__()
        self.dense = nn.Linear(d, d)
        self.act = nn.GELU()
        self.decoder = nn.Linear(d, vocab, bias=False)
        self.decoder.weight = emb.tok.weight
        self.bias = nn.Parameter(torch.zeros(vocab))
    def forward(self, h):
        return self.decoder(self.act(self.dense(h))) + self.bias

emb = Embeddings()
head = MLMHead(emb)
ids = torch.randint(4, vocab, (2, L))
types = torch.tensor([[0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 1, 1]])
mask_pos = torch.rand(2, L) < 0.3
labels = torch.where(mask_pos, ids, torch.full_like(ids, -100))
inp = ids.masked_fill(mask_pos, 3)
logits = head(emb(inp, types))
loss = nn.functional.cross_entropy(logits.view(-1, vocab), labels.view(-1), ignore_index=-100)
print(logits.shape, mask_pos.sum().item(), round(loss.item(), 4))
print(head.decoder.weight is emb.tok.weight, len(list(head.parameters())), len(list(nn.ModuleList([emb, head]).parameters())))
print(list(emb.state_dict().keys()))
print([n for n, _ in emb.named_buffers()])
loss.backward()
print(emb.tok.weight.grad.shape, emb.tok.weight.grad.abs().sum().item() > 0)
print(torch.nn.functional.gelu(torch.tensor([-1.0, 0.0, 1.0])), nn.GELU(approximate="tanh")(torch.tensor([1.0])))
pad = nn.Embedding(5, 3, padding_idx=0)
print(pad.weight[0], pad(torch.tensor([0, 1])).shape)
bag = nn.EmbeddingBag(10, 3, mode="mean")
print(bag(torch.tensor([1, 2, 4, 5]), torch.tensor([0, 2])).shape)
print(nn.Embedding.from_pretrained(torch.eye(3))(torch.tensor([2])))
