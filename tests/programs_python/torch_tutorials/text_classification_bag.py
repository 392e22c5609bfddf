# Text classification tutorial: EmbeddingBag with offsets, collate_batch
import torch
from torch import nn
from torch.utils.data import DataLoader

torch.manual_seed(3)
corpus = [
    (1, "the team won the final match"),
    (2, "stocks fell as markets slumped"),
    (3, "new chip doubles the speed of phones"),
    (0, "the president met the minister today"),
    (1, "the striker scored twice in the match"),
    (2, "the bank raised interest rates"),
    (3, "the phone maker unveiled a new laptop"),
    (0, "elections were held in the capital"),
]
vocab = {}
def tokenizer(s):
    return s.lower().split()
for _, text in corpus:
    for tok in tokenizer(text):
        vocab.setdefault(tok, len(vocab))
print(len(vocab))
text_pipeline = lambda x: [vocab[t] for t in tokenizer(x)]
label_pipeline = lambda x: int(x)
print(text_pipeline("the match the bank"))

def collate_batch(batch):
    label_list, text_list, offsets = [], [], [0]
    for (_label, _text) in batch:
        label_list.append(label_pipeline(_label))
        processed_text = torch.tensor(text_pipeline(_text), dtype=torch.int64)
        text_list.append(processed_text)
        offsets.append(processed_text.size(0))
    label_list = torch.tensor(label_list, dtype=torch.int64)
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    text_list = torch.cat(text_list)
    return label_list, text_list, offsets

class TextClassificationModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_class):
        super(TextClassificationModel, self).__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=False)
        self.fc = nn.Linear(embed_dim, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        embedded = self.embedding(text, offsets)
        return self.fc(embedded)

model = TextClassificationModel(len(vocab), 16, 4)
dataloader = DataLoader(corpus, batch_size=4, shuffle=False, collate_fn=collate_batch)
criterion = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=5)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.1)

def train(dataloader):
    model.train()
    total_acc, total_count = 0, 0
    for idx, (label, text, offsets) in enumerate(dataloader):
        optimizer.zero_grad()
        predicted_label = model(text, offsets)
        loss = criterion(predicted_label, label)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        optimizer.step()
        total_acc += (predicted_label.argmax(1) == label).sum().item()
        total_count += label.size(0)
    return total_acc / total_count

def evaluate(dataloader):
    model.eval()
    total_acc, total_count = 0, 0
    with torch.no_grad():
        for idx, (label, text, offsets) in enumerate(dataloader):
            predicted_label = model(text, offsets)
            total_acc += (predicted_label.argmax(1) == label).sum().item()
            total_count += label.size(0)
    return total_acc / total_count

for epoch in range(1, 6):
    acc = train(dataloader)
    val = evaluate(dataloader)
    scheduler.step()
    print('| epoch {:3d} | accuracy {:8.3f} | valid {:8.3f} | lr {:.5f}'.format(
        epoch, acc, val, scheduler.get_last_lr()[0]))
ag_news_label = {1: "World", 2: "Sports", 3: "Business", 4: "Sci/Tec"}
def predict(text, text_pipeline):
    with torch.no_grad():
        text = torch.tensor(text_pipeline(text))
        output = model(text, torch.tensor([0]))
        return output.argmax(1).item() + 1
print("This is a %s news" % ag_news_label[predict("the team won the match", text_pipeline)])
