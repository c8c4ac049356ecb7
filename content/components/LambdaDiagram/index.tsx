// An illustration of a Lambda render: one main function fans the video out to many renderer
// functions, each renders a chunk, and the chunks are joined into one file in S3. The chunks
// fill at staggered speeds to suggest parallel work (no real timings implied).
import Icon from '../Icon';
import './styles.css';

const CHUNKS = 8;

export default function LambdaDiagram() {
  return (
    <figure className="lambda-diagram">
      <div className="lambda-diagram__row">
        <div className="lambda-diagram__node">
          <Icon name="code" size={18} />
          <span>
            Your app
            <small>renderMediaOnLambda()</small>
          </span>
        </div>
        <span className="lambda-diagram__arrow" aria-hidden="true" />
        <div className="lambda-diagram__node lambda-diagram__node--accent">
          <Icon name="bolt" size={18} />
          <span>
            Main function
            <small>plans the chunks</small>
          </span>
        </div>
      </div>
      <div className="lambda-diagram__fan" aria-hidden="true" />
      <div className="lambda-diagram__chunks">
        {Array.from({ length: CHUNKS }, (_, i) => (
          <div key={i} className="lambda-diagram__chunk">
            <span className="lambda-diagram__chunk-label">λ {i + 1}</span>
            <span className="lambda-diagram__bar">
              <span className="lambda-diagram__fill" style={{ animationDelay: `${(i % 4) * 0.18}s`, animationDuration: `${2.4 + ((i * 7) % 5) * 0.2}s` }} />
            </span>
          </div>
        ))}
      </div>
      <div className="lambda-diagram__fan lambda-diagram__fan--in" aria-hidden="true" />
      <div className="lambda-diagram__row lambda-diagram__row--end">
        <div className="lambda-diagram__node lambda-diagram__node--file">
          <Icon name="data" size={18} />
          <span>
            S3 bucket
            <small>out.mp4, joined from all chunks</small>
          </span>
        </div>
      </div>
      <figcaption className="sr-only">
        Your app starts a render. The main Lambda function splits the video into chunks, many renderer functions render them at the same time, and the parts are
        joined into one file in your S3 bucket.
      </figcaption>
    </figure>
  );
}
