# Text classification with nn.TransformerEncoder, padding masks and positional encoding.
import math
import torch
import torch.nn as nn


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe)

    def forward(self, x):
        x = x + self.pe[: x.size(0)]
        return self.dropout(x)


class Classifier(nn.Module):
    def __init__(self, ntoken, d_model=16, nhead=2, d_hid=32, nlayers=2, nclass=3, pad_idx=0):
        super().__init__()
        self.pad_idx = pad_idx
        self.embedding = nn.Embedding(ntoken, d_model, padding_idx=pad_idx)
        self.pos = PositionalEncoding(d_model, dropout=0.0)
        layer = nn.TransformerEncoderLayer(d_model, nhead, d_hid, dropout=0.0)
        self.encoder = nn.TransformerEncoder(layer, nlayers)
        self.fc = nn.Linear(d_model, nclass)
        self.d_model = d_model

    def forward(self, src):
        mask = src == self.pad_idx
        x = self.embedding(src.t()) * math.sqrt(self.d_model)
        x = self.pos(x)
        h = self.encoder(x, src_key_padding_mask=mask)
        keep = (~mask).t().unsqueeze(-1).float()
        pooled = (h * keep).sum(0) / keep.sum(0)
        return self.fc(pooled)


torch.manual_seed(0)
model = Classifier(ntoken=12)
print(model.encoder.layers[0].self_attn.embed_dim, len(model.encoder.layers), model.encoder.num_layers)
print(model.pos.pe.shape, [round(v, 4) for v in model.pos.pe[1, 0, :4].tolist()])
src = torch.tensor([[3, 4, 5, 0, 0], [6, 7, 8, 9, 10], [11, 2, 0, 0, 0], [5, 5, 5, 5, 0]])
labels = torch.tensor([0, 1, 2, 0])
opt = torch.optim.Adam(model.parameters(), lr=5e-3)
for epoch in range(5):
    model.train()
    opt.zero_grad()
    logits = model(src)
    loss = nn.functional.cross_entropy(logits, labels)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    opt.step()
    print(epoch, round(loss.item(), 3))
model.eval()
with torch.no_grad():
    pred = model(src).argmax(1)
print(pred.tolist(), (pred == labels).float().mean().item())
mask = nn.Transformer.generate_square_subsequent_mask(4)
print(mask)
