# a Transformer text classifier in the tutorial style: PositionalEncoding buffer, TransformerEncoder, masks, training steps
import math
import torch
import torch.nn as nn
from torch import Tensor

class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe)

    def forward(self, x: Tensor) -> Tensor:
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)

class TransformerModel(nn.Module):
    def __init__(self, ntoken, d_model, nhead, d_hid, nlayers, nclass, dropout=0.0):
        super().__init__()
        self.model_type = 'Transformer'
        self.pos_encoder = PositionalEncoding(d_model, dropout)
        encoder_layers = nn.TransformerEncoderLayer(d_model, nhead, d_hid, dropout)
        self.transformer_encoder = nn.TransformerEncoder(encoder_layers, nlayers)
        self.encoder = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.decoder = nn.Linear(d_model, nclass)
        self.init_weights()

    def init_weights(self) -> None:
        initrange = 0.1
        self.encoder.weight.data.uniform_(-initrange, initrange)
        self.decoder.bias.data.zero_()
        self.decoder.weight.data.uniform_(-initrange, initrange)

    def forward(self, src: Tensor, src_key_padding_mask: Tensor = None) -> Tensor:
        src = self.encoder(src) * math.sqrt(self.d_model)
        src = self.pos_encoder(src)
        output = self.transformer_encoder(src, src_key_padding_mask=src_key_padding_mask)
        if src_key_padding_mask is not None:
            keep = (~src_key_padding_mask).t().unsqueeze(-1).float()
            pooled = (output * keep).sum(0) / keep.sum(0)
        else:
            pooled = output.mean(0)
        return self.decoder(pooled)

def generate_square_subsequent_mask(sz: int) -> Tensor:
    return torch.triu(torch.ones(sz, sz) * float('-inf'), diagonal=1)

torch.manual_seed(0)
print(generate_square_subsequent_mask(4))
model = TransformerModel(ntoken=20, d_model=16, nhead=2, d_hid=32, nlayers=2, nclass=3)
print(model.pos_encoder.pe.shape, [n for n, _ in model.named_buffers()])
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
src = torch.randint(1, 20, (7, 4))
lengths = torch.tensor([7, 5, 3, 6])
pad = torch.arange(7).unsqueeze(0) >= lengths.unsqueeze(1)
src = src.masked_fill(pad.t(), 0)
labels = torch.tensor([0, 2, 1, 2])
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.95)
model.train()
for step in range(4):
    optimizer.zero_grad()
    out = model(src, pad)
    loss = criterion(out, labels)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    optimizer.step()
    scheduler.step()
    print(step, f"{loss.item():.3f}", f"{scheduler.get_last_lr()[0]:.4f}")
model.eval()
with torch.no_grad():
    out = model(src, pad)
print(out.shape, out.argmax(1).tolist() == out.argmax(1).tolist(), f"{math.exp(criterion(out, labels).item()):.2f}")
